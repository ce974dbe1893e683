import type { CategoryCreateBody, PictureCrop, StaffCategory } from '@store/contracts';

/** What the tree's buttons and forms do; each answers the saved tree (a move: whether it was). */
export interface CategoryWrites {
  move: (c: StaffCategory, parentId: number | null, position: number) => Promise<unknown>;
  edit: (c: StaffCategory, body: CategoryCreateBody) => Promise<unknown>;
  remove: (c: StaffCategory) => Promise<unknown>;
  uploadPicture: (c: StaffCategory, file: File) => Promise<unknown>;
  cropPicture: (
    c: StaffCategory,
    crop: PictureCrop | null,
    drawnOn: { width: number; height: number } | undefined,
  ) => Promise<unknown>;
  removePicture: (c: StaffCategory) => Promise<unknown>;
  reload: () => void;
}
