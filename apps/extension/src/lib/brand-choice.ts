/**
 * The brand the extension files into first: the one chosen in the options if the person may
 * still file into it, else the only one; null when there are several and none is chosen. The
 * popup starts on it and the right-click's "Save image" saves to its library.
 */
export function chosenBrand<B extends { uid: string }>(
  brands: readonly B[],
  defaultBrand: string | null,
): B | null {
  return brands.find((b) => b.uid === defaultBrand) ?? (brands.length === 1 ? brands[0]! : null);
}
