import { AVATAR_MIN_CROP_PX, avatarCropBox, canModerateAvatars, shownAvatar } from './avatars.js';

describe('avatarCropBox', () => {
  it('takes the largest centred square without a crop', () => {
    expect(avatarCropBox(800, 600, null)).toEqual({ left: 100, top: 0, width: 600, height: 600 });
    expect(avatarCropBox(600, 900, null)).toEqual({ left: 0, top: 150, width: 600, height: 600 });
  });

  it('turns fractions into a square of source pixels, the smaller side of the box', () => {
    expect(avatarCropBox(800, 600, { x: 0.5, y: 0, width: 0.5, height: 1 })).toEqual({ left: 400, top: 100, width: 400, height: 400 });
    expect(avatarCropBox(1000, 1000, { x: 0.1, y: 0.2, width: 0.3, height: 0.3 })).toEqual({ left: 100, top: 200, width: 300, height: 300 });
  });

  it('moves a box that pokes out back inside and clamps silly values', () => {
    const box = avatarCropBox(1000, 500, { x: 0.9, y: 0.9, width: 0.5, height: 0.5 })!;
    expect(box.left + box.width).toBeLessThanOrEqual(1000);
    expect(box.top + box.height).toBeLessThanOrEqual(500);
    expect(avatarCropBox(400, 400, { x: -1, y: 2, width: 5, height: 5 })).toEqual({ left: 0, top: 0, width: 400, height: 400 });
  });

  it('refuses a square smaller than the minimum', () => {
    expect(avatarCropBox(1000, 1000, { x: 0, y: 0, width: 0.01, height: 0.01 })).toBeNull();
    expect(avatarCropBox(AVATAR_MIN_CROP_PX - 1, 500, null)).toBeNull();
  });
});

describe('avatar visibility and moderation', () => {
  it('shows the pending avatar to its owner only', () => {
    expect(shownAvatar(true, 'a', 'p')).toBe('p');
    expect(shownAvatar(false, 'a', 'p')).toBe('a');
    expect(shownAvatar(true, 'a', null)).toBe('a');
    expect(shownAvatar(false, null, 'p')).toBeNull();
  });

  it('lets moderators, support, admins, global and super moderate; not editors or members', () => {
    expect(['moderator', 'support', 'admin', 'global', 'super'].every(canModerateAvatars)).toBe(true);
    expect(canModerateAvatars('editor')).toBe(false);
    expect(canModerateAvatars('member')).toBe(false);
  });
});
