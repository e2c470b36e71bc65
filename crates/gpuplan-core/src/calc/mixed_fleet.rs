//! The mixed-fleet calculator: a demand that varies over the day split between a reserved base
//! (priced at the one-year savings plan), Spot and pay-as-you-go.

use rust_decimal::Decimal;
use rust_decimal::prelude::FromPrimitive;
use serde::Serialize;

use super::{Answer, Field, FormState, PriceUsed, Problem, Reader, Unit, analysis_field, number, price, region, size, text};
use crate::catalog::PricingModel;
use crate::cost::analysis;
use crate::dataset::Dataset;
use crate::date::Date;

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    size("Standard_NC40ads_H100_v5"),
    region("westeurope"),
    text("profile", "2,2,2,2,2,2,4,8,8,8,8,8,8,8,8,8,8,6,4,3,2,2,2,2"),
    number("spot_share", "50%", Unit::Percent, 0.0, 100.0),
];

/// The mixed-fleet calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FleetOutput {
    /// The analysis.
    pub result: analysis::FleetResult,
    /// The daily profile, VMs per hour.
    pub profile: Vec<u32>,
    /// The prices used: the one-year savings plan stands for the reserved base.
    pub prices: Vec<PriceUsed>,
}

/// The hours of a month the daily profile is repeated over.
pub const FLEET_DAYS: usize = 30;

/// Splits a demand that varies over the day between a reserved base (priced at the one-year
/// savings plan), Spot and pay-as-you-go.
pub fn mixed_fleet(state: &FormState, d: &Dataset, today: Date) -> Answer<FleetOutput> {
    let c = &d.catalog;
    let mut r = Reader::of(state, FIELDS);
    let size = r.size(c);
    let region = r.region(c);
    // Full-width digits and separators read too, and the ideographic comma: "８，８、１２".
    let profile = r.get("profile", |t| -> Result<Vec<u32>, Problem> {
        let values: Result<Vec<u32>, Problem> = crate::input::normalise(t)
            .split([',', ' ', ';', '、'])
            .filter(|v| !v.trim().is_empty())
            .map(|v| {
                v.trim().parse::<u32>().ok().filter(|n| *n <= 10_000).ok_or_else(|| {
                    Problem::NotAVmCount(v.trim().chars().take(12).collect::<String>())
                })
            })
            .collect();
        let values = values?;
        if values.is_empty() || values.len() > 24 {
            return Err(Problem::ProfileLength);
        }
        Ok(values)
    });
    let share = r.number("spot_share");
    need!(r, size, region, profile, share);
    let prices = [PricingModel::SavingsPlan1y, PricingModel::Spot, PricingModel::Payg]
        .map(|model| price(c, &size.name, &region, model, today));
    let (reserved, spot_p, payg) = match prices {
        [Ok(a), Ok(b), Ok(c)] => (a, b, c),
        [Err(e), _, _] | [_, Err(e), _] | [_, _, Err(e)] => return Err(vec![e]),
    };
    let demand: Vec<u32> =
        profile.iter().copied().cycle().take(profile.len() * FLEET_DAYS).collect();
    let share = Decimal::from_f64(share).unwrap_or_default();
    let result = analysis::mixed_fleet(&demand, reserved.usd, spot_p.usd, payg.usd, share)
        .map_err(|e| vec![analysis_field(e, &[])])?;
    Ok(FleetOutput { result, profile, prices: vec![reserved, spot_p, payg] })
}
