//! The break-even calculator: each commitment the snapshot prices (savings plans,
//! reservations) against pay-as-you-go, by utilisation and by months of use.

use rust_decimal::prelude::ToPrimitive;
use serde::Serialize;

use super::{Answer, Field, FormState, PriceUsed, PricedItem, Reader, Unit, analysis_field, number, price, region, size};
use crate::catalog::PricingModel;
use crate::cost::analysis::{self, BreakEven};
use crate::cost::warning::{self, PriceWarning};
use crate::dataset::Dataset;
use crate::date::Date;

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    size("Standard_NC40ads_H100_v5"),
    region("westeurope"),
    number("months", "36", Unit::Months, 1.0, 120.0),
];


/// The analysis's fields that are the form's under another name.
const RENAMES: &[(&str, &str)] = &[("max_months", "months")];

/// The break-even calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BreakEvenOutput {
    /// The analysis.
    pub result: BreakEven,
    /// The pay-as-you-go price used.
    pub prices: Vec<PriceUsed>,
    /// A retired size; a price more than a year older than the newest it is compared with.
    pub warnings: Vec<PriceWarning>,
}

/// Each priced commitment against pay-as-you-go.
pub fn break_even(state: &FormState, d: &Dataset, today: Date) -> Answer<BreakEvenOutput> {
    let c = &d.catalog;
    let mut r = Reader::of(state, FIELDS);
    let size = r.size(c);
    let region = r.region(c);
    let months = r.number("months");
    need!(r, size, region, months);
    let payg = price(c, &size.name, &region, PricingModel::Payg, today).map_err(|e| vec![e])?;
    let months = months.round().to_u32().unwrap_or(36);
    let result = analysis::break_even(c, &size.name, &region, months, today)
        .map_err(|e| vec![analysis_field(e, RENAMES)])?;
    let mut prices = vec![payg];
    prices.extend(
        result
            .commitments
            .iter()
            .filter_map(|cm| price(c, &size.name, &region, cm.model, today).ok()),
    );
    // Each price against the newest of those compared: a 2022 reservation beside a 2026
    // pay-as-you-go price is not today's choice.
    let mut warnings: Vec<PriceWarning> =
        warning::retired_size(c, &size.name, today).into_iter().collect();
    if let Some(newest) = prices.iter().map(|p| p.as_of).max() {
        for p in &prices {
            let PricedItem::Vm { model, .. } = &p.item else { continue };
            warnings.extend(warning::old_price(Some(*model), p.as_of, newest));
        }
    }
    Ok(BreakEvenOutput { result, prices, warnings })
}
