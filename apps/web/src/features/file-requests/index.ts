export { FileRequestsPage } from './components/staff/file-requests-page';
export { FileRequestDetailPage } from './components/staff/request-detail-page';
