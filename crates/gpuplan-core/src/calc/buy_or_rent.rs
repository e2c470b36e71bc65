//! The buy-or-rent calculator: owning the GPUs of a size (hardware, power, hosting,
//! depreciation) against renting that size.

use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;
use serde::Serialize;

use super::{Answer, Field, FormState, PriceUsed, Problem, Reader, Unit, analysis_field, ferr, number, price, region, size};
use crate::catalog::PricingModel;
use crate::cost::analysis::{self, BuyResult};
use crate::dataset::Dataset;
use crate::date::Date;

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    size("Standard_ND96isr_H100_v5"),
    region("eastus"),
    number("hardware", "", Unit::Usd, 0.0, 1e9),
    number("overhead", "0", Unit::Usd, 0.0, 1e9).more(),
    number("power", "", Unit::Watts, 0.0, 1e7).more(),
    number("pue", "1.0", Unit::Ratio, 1.0, 5.0).more(),
    number("kwh", "", Unit::Usd, 0.0, 100.0),
    number("hosting", "0", Unit::Usd, 0.0, 1e9).more(),
    number("years", "4", Unit::Years, 1.0, 20.0).more(),
    number("utilisation", "60%", Unit::Percent, 0.0, 100.0),
];

/// The analysis's fields that are the form's under another name.
const RENAMES: &[(&str, &str)] = &[
    ("server_overhead", "overhead"),
    ("power_watts", "power"),
    ("price_per_kwh", "kwh"),
    ("hosting_monthly", "hosting"),
    ("depreciation_years", "years"),
];

/// The buy-or-rent calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BuyOutput {
    /// The analysis.
    pub result: BuyResult,
    /// The hardware price used, and whether it came from the catalog.
    pub hardware: Decimal,
    /// The power draw used, W, and whether it came from the catalog.
    pub power_watts: f64,
    /// Notes on where defaults came from.
    pub notes: Vec<BuyNote>,
    /// The rental prices used.
    pub prices: Vec<PriceUsed>,
}

/// A note of the result on where a default came from, with its figures; the edge words it
/// (`gpuplan_i18n::calc::buy_note`). In JSON, tagged by `kind` (`street_price`, `tdp`).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BuyNote {
    /// The hardware price left empty is the catalog's street price for the size's GPUs; the
    /// reader's quote replaces it.
    StreetPrice {
        /// The VM size whose GPUs are priced.
        size: String,
        /// The street price of all its GPUs, USD.
        usd: Decimal,
    },
    /// The power draw left empty is the GPUs' TDP from the catalog, for all the size's GPUs,
    /// without the host.
    Tdp {
        /// The TDP of all the GPUs, W.
        watts: f64,
    },
}

/// Owning the GPUs of a size against renting that size.
pub fn buy_or_rent(state: &FormState, d: &Dataset, today: Date) -> Answer<BuyOutput> {
    let c = &d.catalog;
    let mut r = Reader::of(state, FIELDS);
    let size = r.size(c);
    let region = r.region(c);
    let hardware = r.usd_opt("hardware");
    let overhead = r.usd("overhead");
    let power = r.number_opt("power");
    let pue = r.number("pue");
    let kwh = r.usd("kwh");
    let hosting = r.usd("hosting");
    let years = r.number("years");
    let utilisation = r.number("utilisation");
    need!(r, size, region);
    let mut notes = Vec::new();
    let hardware = match hardware {
        Some(Some(h)) => Some(h),
        Some(None) => match analysis::street_price(c, &size.name) {
            Some(h) => {
                notes.push(BuyNote::StreetPrice { size: size.name.clone(), usd: h });
                Some(h)
            }
            None => {
                r.errors.push(ferr("hardware", Problem::NoStreetPrice));
                None
            }
        },
        None => None,
    };
    let power = match power {
        Some(Some(p)) => Some(p),
        Some(None) => {
            let tdp = c.gpu_of(size).and_then(|g| g.tdp_w);
            match tdp {
                Some(w) => {
                    let total = w * size.gpu_count.as_f64();
                    notes.push(BuyNote::Tdp { watts: total });
                    Some(total)
                }
                None => {
                    r.errors.push(ferr("power", Problem::NoTdp));
                    None
                }
            }
        }
        None => None,
    };
    let mut prices = Vec::new();
    let mut cloud = Vec::new();
    for model in [PricingModel::Payg, PricingModel::SavingsPlan1y, PricingModel::Spot] {
        if let Ok(p) = price(c, &size.name, &region, model, today) {
            cloud.push((model, p.usd));
            prices.push(p);
        }
    }
    if cloud.is_empty() {
        r.errors.push(ferr(
            "size",
            Problem::NoPrices { size: size.name.clone(), region: region.clone() },
        ));
    }
    need!(r, hardware, overhead, power, pue, kwh, hosting, years, utilisation);
    r.check()?;
    let input = analysis::BuyInput {
        hardware,
        server_overhead: overhead,
        power_watts: power,
        pue,
        price_per_kwh: kwh,
        hosting_monthly: hosting,
        depreciation_years: years.round().to_u32().unwrap_or(4),
        utilisation,
        cloud_hourly: cloud,
    };
    let result = analysis::buy_or_rent(&input).map_err(|e| vec![analysis_field(e, RENAMES)])?;
    Ok(BuyOutput { result, hardware, power_watts: power, notes, prices })
}
