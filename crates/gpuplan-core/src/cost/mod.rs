//! Cost: exact money, the storage and data-transfer rate card, and estimates built from line
//! items. Everything is `Decimal`; rounding happens only in [`money::format_money`].

pub mod analysis;
pub mod estimate;
pub mod eviction;
pub mod money;
pub mod rates;
pub mod warning;

pub use estimate::{
    CostError, CostErrorKind, Estimate, EstimateResult, Limit, LineCost, LineInput, Missing,
    PriceOrigin, evaluate,
};
pub use money::{Currency, CurrencyError, Locale, format_money};
pub use rates::RateCard;
pub use warning::PriceWarning;

#[cfg(all(test, feature = "sources", not(target_arch = "wasm32")))]
mod tests;
