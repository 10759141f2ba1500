import type { ReactNode } from 'react';
import './kept-width.css';

interface KeptWidthProps {
  /** The text whose width is kept, unseen, whatever is shown. */
  room: string;
  className?: string;
  children: ReactNode;
}

/** Text that keeps the width of `room` whatever it says: its changes move nothing beside it. */
export function KeptWidth({ room, className, children }: KeptWidthProps) {
  return (
    <span className={className ? `kept-width ${className}` : 'kept-width'} data-room={room}>
      <span>{children}</span>
    </span>
  );
}
