export const NO_IMAGE = '/no-image.svg';
