import { DELIVERY_MESSAGES } from '../deliveries/delivery-texts.js';
import { FILE_REQUEST_MESSAGES } from '../file-requests/file-request-texts.js';

const MiB = 1024 * 1024;

/**
 * The request file rule's cases. The rule's own test runs them; the server's routes, the contact's page and
 * the demo's handlers call the same rule.
 */
export const REQUEST_FILE_CASES: readonly {
  name: string;
  request: { extensions: string[]; max_size_mb: number };
  file: { name: string; size: number };
  refusal: string | null;
}[] = [
  {
    name: 'a file of one of the types within the size is taken',
    request: { extensions: ['pdf', 'docx'], max_size_mb: 1 },
    file: { name: 'Brief.PDF', size: MiB },
    refusal: null,
  },
  {
    name: 'a type the request does not allow is refused, naming the types',
    request: { extensions: ['pdf', 'docx'], max_size_mb: 1 },
    file: { name: 'Photo.png', size: 10 },
    refusal: FILE_REQUEST_MESSAGES.typeNotAllowed('Photo.png', 'pdf, docx'),
  },
  {
    name: 'a file without a type is refused',
    request: { extensions: ['pdf'], max_size_mb: 1 },
    file: { name: 'README', size: 10 },
    refusal: FILE_REQUEST_MESSAGES.typeNotAllowed('README', 'pdf'),
  },
  {
    name: 'a file over the size is refused, the size in MB',
    request: { extensions: ['pdf'], max_size_mb: 1500 },
    file: { name: 'Big.pdf', size: 1500 * MiB + 1 },
    refusal: FILE_REQUEST_MESSAGES.tooLarge('Big.pdf', '1,500'),
  },
  {
    name: 'an empty file is refused',
    request: { extensions: ['pdf'], max_size_mb: 1 },
    file: { name: 'Empty.pdf', size: 0 },
    refusal: DELIVERY_MESSAGES.fileEmpty('Empty.pdf'),
  },
  {
    name: 'the type is checked before the size',
    request: { extensions: ['pdf'], max_size_mb: 1 },
    file: { name: 'Big.exe', size: 2 * MiB },
    refusal: FILE_REQUEST_MESSAGES.typeNotAllowed('Big.exe', 'pdf'),
  },
];
