/** Shopper engagement per car, counted by the platform (the feed's own `views` figure is the baseline). */
export interface CarViewsTable {
  car_id: number;
  views: number;
  phone_reveals: number;
}
