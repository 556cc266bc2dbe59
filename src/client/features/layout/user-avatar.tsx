import { useState } from 'react';
import type { User } from '../../../shared/auth.ts';
import { userInitials } from './user-initials.ts';

/** Profile image, else initials, else 'U'. Decorative: the greeting beside it names the person. */
export function UserAvatar({ user }: { user: Pick<User, 'firstName' | 'lastName' | 'profileImageUrl'> }) {
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(user.profileImageUrl) && !imageFailed;
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800 ring-2 ring-white"
      data-testid="user-avatar"
    >
      {showImage ? (
        <img
          src={user.profileImageUrl!}
          alt=""
          className="size-full object-cover"
          onError={() => setImageFailed(true)}
          referrerPolicy="no-referrer"
        />
      ) : (
        userInitials(user)
      )}
    </span>
  );
}
