import type { ItemKind } from "./catalogue.ts";

const CAR_FEATURES = [
  "Air Conditioning", "Dual Zone Climate Control", "Cruise Control", "Adaptive Cruise Control", "Reversing Camera",
  "360 Degree Camera", "Rear Parking Sensors", "Front Parking Sensors", "Apple CarPlay", "Android Auto",
  "Wireless Phone Charger", "Bluetooth Audio Streaming", "Satellite Navigation", "DAB+ Digital Radio",
  "Keyless Entry", "Push Button Start", "Power Windows", "Power Folding Mirrors", "Heated Front Seats",
  "Ventilated Front Seats", "Leather Upholstery", "Power Adjustable Driver Seat", "Autonomous Emergency Braking",
  "Lane Keep Assist", "Lane Departure Warning", "Blind Spot Monitoring", "Rear Cross Traffic Alert",
  "Traffic Sign Recognition", "Driver Attention Alert", "Automatic Headlights", "LED Headlights", "LED Daytime Running Lights",
  "Rain Sensing Wipers", "Auto Dimming Rear View Mirror", "Alloy Wheels", "Full Size Spare Wheel", "Electronic Stability Control",
  "Hill Start Assist", "Tyre Pressure Monitoring", "Electric Park Brake", "Head-Up Display", "Sunroof", "Panoramic Glass Roof",
  "Power Tailgate", "Roof Rails", "Privacy Glass", "Premium Sound System", "USB-C Charging Ports", "Rear Air Vents",
  "Six Airbags", "Curtain Airbags", "Knee Airbag", "ISOFIX Child Seat Anchors", "Tow Bar", "Tub Liner", "Side Steps",
  "Hill Descent Control", "Rear Differential Lock", "Downhill Assist Control", "Trailer Sway Control", "Digital Instrument Cluster",
  "Ambient Interior Lighting", "Remote Engine Start", "Connected Services App", "Split Folding Rear Seats",
];

const MOTORCYCLE_FEATURES = [
  "ABS", "LED Headlight", "LED Indicators", "Digital Dash", "TFT Display", "Slipper Clutch", "Quickshifter", "Traction Control",
  "Riding Modes", "Cruise Control", "Bluetooth Connectivity", "USB Charging Socket", "Adjustable Suspension", "Heated Grips",
  "Hand Guards", "Bash Plate", "Tubeless Tyres", "Centre Stand", "Pillion Seat", "Adjustable Levers", "Immobiliser",
];

const TRUCK_FEATURES = [
  "Air Conditioning", "Cruise Control", "Reversing Camera", "Bluetooth", "Exhaust Brake", "Driver Airbag", "Passenger Airbag",
  "Electronic Stability Control", "Lane Departure Warning", "Advanced Emergency Braking", "Air Suspended Driver Seat",
  "Power Windows", "Central Locking", "Tilt Cab", "Diesel Particulate Filter", "AdBlue System", "Alloy Wheels",
  "Steel Tray", "Tipper Body", "Pantech Body", "Tail Lift", "Towing Hitch", "LED Work Lights", "Digital Radio",
];

const CARAVAN_FEATURES = [
  "Queen Bed", "Ensuite with Shower and Toilet", "Front Load Washing Machine", "Gas and Electric Hot Water", "Diesel Heater",
  "Reverse Cycle Air Conditioning", "Solar Panels", "Lithium Battery", "12V Fridge", "Microwave", "Four Burner Cooktop",
  "Rangehood", "External Shower", "Roll-out Awning", "Picnic Table", "Water Tanks 2 x 95L", "Grey Water Tank",
  "Independent Suspension", "Electric Brakes", "Stone Guard", "Spare Wheel", "Jockey Wheel", "TV and Bracket",
  "Bluetooth Sound System", "USB Outlets", "LED Lighting", "Bunk Beds", "Cafe Dinette", "Slide-out Kitchen",
];

/** Equipment lists by kind of vehicle, for the Features section. */
export const FEATURES: Record<ItemKind, readonly string[]> = {
  car: CAR_FEATURES,
  motorcycle: MOTORCYCLE_FEATURES,
  truck: TRUCK_FEATURES,
  caravan: CARAVAN_FEATURES,
};

export const DEALER_TAGS = ["Test Drive Only", "Hot Deal", "Low Kms", "One Owner", "Just Serviced", "Sale", "Ex-Lease"];

export const HOTSPOT_NOTES = [
  "LED headlights", "Alloy wheels in great condition", "Tow bar fitted", "Minor scratch on rear bumper",
  "Roof rails", "Stone chip on bonnet", "New tyres fitted", "Tinted windows", "Scuff on front left wheel",
];

/** Labels a hotspot is filed under in the spin viewer. */
export const HOTSPOT_AREAS = ["Exterior", "Wheels and tyres", "Condition", "Accessories"];
