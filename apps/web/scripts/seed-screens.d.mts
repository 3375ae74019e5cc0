export interface SeededScreens {
  email: string;
  password: string;
  /** The session token, as the login screen stores it in localStorage under "token". */
  token: string;
  recipeIds: number[];
  cartId: number;
  /** The shared shopping list's path (/shopping-list/…). */
  sharedPath: string;
}

export function seedScreens(baseURL: string, options?: { email?: string; password?: string }): Promise<SeededScreens>;
