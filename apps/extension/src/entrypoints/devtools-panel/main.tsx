import { mountPage } from '@/ui/Page';
import { DevtoolsPanel } from './DevtoolsPanel';

mountPage(<DevtoolsPanel />, { width: 720, title: 'devtools' });
