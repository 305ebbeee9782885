// What the settings module is built with: the auth module's deps (password, sessions) plus the files store.
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { AuthDeps } from '../auth/index.ts';

export interface SettingsDeps extends AuthDeps {
  files: FilesStore;
}
