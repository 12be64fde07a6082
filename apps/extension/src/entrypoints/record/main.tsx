import { mountPage } from '@/ui/Page';
import { RecordPage } from './RecordPage';

mountPage(<RecordPage />, { width: 640, title: 'record' });
