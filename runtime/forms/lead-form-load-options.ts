/** What a lead form's server data reads: a form block names it, the lead form loader follows it. */
export interface LeadFormLoadOptions {
  /**
   * Where the form's car comes from: the vehicle page's route, the `car_id` query parameter, the route on a
   * vehicle page and the query elsewhere (/book-test-drive/?car_id=..), or nowhere.
   */
  car: "route" | "query" | "route-or-query" | "none";
  /**
   * Which slots the form offers: test drives at the car's location (or the site's first sales location), or
   * service bookings at each service location, less the full ones.
   */
  slots?: "test-drive" | "service";
}
