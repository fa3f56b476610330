import { createContext, useContext } from 'react';
import type { DragData } from '../board-layout';

/**
 * What is being dragged right now. Droppables of the other kind switch off, so a status can only
 * land on statuses (or an empty section) and a group only on groups, by mouse and by keyboard.
 */
export const DragTypeContext = createContext<DragData['type'] | null>(null);

export function useDragType() {
  return useContext(DragTypeContext);
}
