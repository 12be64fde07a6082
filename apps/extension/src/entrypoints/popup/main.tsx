import { mountPage } from '@/ui/Page';
import { Popup } from './Popup';

mountPage(<Popup />, { width: 380, title: 'popup' });
