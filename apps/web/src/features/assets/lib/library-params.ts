/** The library page's query parameters: the folder shown and the asset open in the drawer. */
export const FOLDER_PARAM = 'folder';
export const ASSET_PARAM = 'asset';
