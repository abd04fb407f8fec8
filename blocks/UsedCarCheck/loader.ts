import type { BlockLoader } from "../../runtime/types/index.ts";
import { hasEngine, specLines } from "../../runtime/kit/rules.ts";
import { format, isValid, parseISO } from "date-fns";
import { pageCar } from "../../runtime/kit/vehicle.ts";
import type { UsedCarCheckProps } from "./props.gen.ts";
import type { UsedCarCheckData } from "./data.ts";

function month(date: string | null | undefined): string | null {
  const parsed = date ? parseISO(date) : null;
  return parsed && isValid(parsed) ? format(parsed, "MM/yyyy") : null;
}

const load: BlockLoader<UsedCarCheckProps, UsedCarCheckData | null> = async (_props, ctx) => {
  const car = await pageCar(ctx);
  if (!car || car.car_type !== "used") return null;
  return {
    details: specLines([
      ["VIN", car.vin],
      ["Rego", car.regplate],
      ["Odometer", hasEngine(car) ? car.km : null, "km"],
      ["Build date", month(car.build_date)],
      ["Compliance date", month(car.compliance_date)],
    ]),
    report: car.file ? { href: car.file, label: ctx.site.plugins.ppsr_report ? "Download PPSR Report" : "View History Report" } : null,
  };
};

export default load;
