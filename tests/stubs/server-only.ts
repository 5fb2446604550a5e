// Vitest runs outside React's server environment; the marker package has nothing to guard there.
export {};
