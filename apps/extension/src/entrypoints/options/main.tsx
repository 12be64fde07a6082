import { mountPage } from '@/ui/Page';
import { OptionsPage } from './OptionsPage';

mountPage(<OptionsPage />, { width: 560, title: 'options' });
