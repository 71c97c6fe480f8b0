import { CoverTile } from '../../../components/ui/cover-tile.tsx';

/** The loan's book cover; a book that no longer exists gets the neutral '?' tile. */
export function LoanCover({ title, cover }: { title: string; cover: string | null }) {
  return <CoverTile title={title === 'Unknown Book' ? '' : title} thumbnail={cover} />;
}
