//! An estimate: a list of line items (compute, disks, Blob, snapshots, egress, transfer between
//! regions), each priced from the catalog or from a price the user gives, with totals per month,
//! up front and over the whole period.
//!
//! The rules, in one place:
//! - **Pay-as-you-go, Spot, Low Priority**: hourly price × count × hours per month (default 730)
//!   × months × (1 − discount).
//! - **Savings plans** commit an hourly amount for every hour of their term (1 or 3 years), used
//!   or not: hourly price × count × 730 per month. The commitment covers whole terms: an estimate
//!   of 18 months with a 1-year plan commits 2 terms.
//! - **Reservations**: the record holds the whole term's total. Paid up front, the term's total
//!   is due at the start; paid monthly, the same total is spread over the term's months. The
//!   total is the same either way; whole terms are committed as for savings plans.
//! - **Dev/Test** bills Windows VMs at the Linux rate (Microsoft's rule, not a flat discount): a
//!   Dev/Test record is used where the snapshot has one, otherwise the Linux pay-as-you-go price.
//! - The negotiated discount (0–100 %) applies to compute lines only.
//! - **Disks** cost their tier's monthly price per disk; a size in GiB is rounded up to the next
//!   tier whose size the data states. **Premium SSD v2** costs capacity + IOPS above 3,000 + MB/s
//!   above 125, per hour, × 730.
//! - **Blob** costs GB × the tier's GB-month price × the months the data stays; leaving a tier
//!   before its minimum retention costs the remaining days (a day is 24/730 of a month).
//! - **Snapshots** cost GB used × the GB-month price × months.
//! - **Internet egress**: the first 100 GB a month are free, once for the month: the egress
//!   lines share them in line order. Then each band's price, bands counting the month's GB on
//!   one table; a line inside the allowance costs 0 by rule, and a billable band with no price
//!   in the data needs a user price. **Transfer between regions** is priced by continent.
//! - A price the data lacks is an error naming the line, unless the line gives `user_price`; the
//!   line is then marked as user-priced.
//! - Amounts are converted to the estimate's currency at the user's rate, line by line, and the
//!   totals are the exact sums of the converted lines.

use std::fmt;

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use super::money::Currency;
use super::rates::{RateCard, continent_of};
use super::warning::{self, PriceWarning};
use crate::catalog::{Catalog, Os, PriceAnswer, PriceRecord, PricingModel};
use crate::date::Date;

/// The largest values accepted: beyond these an input is a typo, not a plan.
pub mod limits {
    /// Months in an estimate.
    pub const MONTHS: u32 = 120;
    /// VMs or disks on one line.
    pub const COUNT: u32 = 100_000;
    /// Hours in a month (31 × 24).
    pub const HOURS_PER_MONTH: u32 = 744;
    /// GB on one line (one exabyte).
    pub const GB: u64 = 1_000_000_000;
    /// A user price, in USD per unit.
    pub const USER_PRICE: u64 = 10_000_000;
    /// A currency conversion rate.
    pub const RATE: u64 = 1_000_000;
}

/// An estimate as written in JSON (see `docs/estimate.md`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Estimate {
    /// The format's version: 1.
    #[serde(default = "one")]
    pub version: u32,
    /// The currency results are shown in; USD by default.
    #[serde(default = "usd")]
    pub currency: Currency,
    /// Units of `currency` per USD; required when `currency` is not USD.
    #[serde(default, with = "opt_num")]
    pub rate: Option<Decimal>,
    /// Months the estimate covers (default 1).
    #[serde(default = "one_decimal", with = "num")]
    pub months: Decimal,
    /// Hours a month compute lines run, unless a line says otherwise (default 730).
    #[serde(default = "hours_730", with = "num")]
    pub hours_per_month: Decimal,
    /// Negotiated discount on compute, percent (default 0).
    #[serde(default, with = "num")]
    pub discount_pct: Decimal,
    /// The line items.
    pub lines: Vec<LineInput>,
}

fn one() -> u32 {
    1
}
fn usd() -> Currency {
    Currency::USD
}
fn one_decimal() -> Decimal {
    Decimal::ONE
}
fn hours_730() -> Decimal {
    Decimal::from(730)
}

/// How a commitment is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Payment {
    /// The term's total at the start.
    #[default]
    Upfront,
    /// The same total spread over the term's months.
    Monthly,
}

/// One line item.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum LineInput {
    /// VMs of one size.
    Compute {
        /// ARM size name.
        size: String,
        /// Region.
        region: String,
        /// How many VMs.
        #[serde(default = "one_decimal", with = "num")]
        count: Decimal,
        /// linux (default) or windows.
        #[serde(default = "linux")]
        os: Os,
        /// Pricing model (default pay-as-you-go).
        #[serde(default = "payg")]
        model: PricingModel,
        /// Hours a month; the estimate's default when absent.
        #[serde(default, with = "opt_num")]
        hours_per_month: Option<Decimal>,
        /// Discount percent; the estimate's default when absent.
        #[serde(default, with = "opt_num")]
        discount_pct: Option<Decimal>,
        /// How a reservation or savings plan is paid.
        #[serde(default)]
        payment: Payment,
        /// USD per hour (or per term for a reservation) when the snapshot lacks the price.
        #[serde(default, with = "opt_num")]
        user_price: Option<Decimal>,
    },
    /// Managed disks.
    Disk {
        /// Region.
        region: String,
        /// premium-ssd, standard-ssd, standard-hdd or premium-ssd-v2.
        family: String,
        /// The tier (P30, E10, S4); or give `size_gib`.
        #[serde(default)]
        tier: Option<String>,
        /// Provisioned GiB: rounded up to a tier, or the capacity of a Premium SSD v2 disk.
        #[serde(default, with = "opt_num")]
        size_gib: Option<Decimal>,
        /// Premium SSD v2: provisioned IOPS (3,000 are free).
        #[serde(default, with = "opt_num")]
        iops: Option<Decimal>,
        /// Premium SSD v2: provisioned MB/s (125 are free).
        #[serde(default, with = "opt_num")]
        mbps: Option<Decimal>,
        /// How many disks.
        #[serde(default = "one_decimal", with = "num")]
        count: Decimal,
        /// USD per disk per month when the data lacks the price.
        #[serde(default, with = "opt_num")]
        user_price: Option<Decimal>,
    },
    /// Blob storage in one tier.
    Blob {
        /// Region.
        region: String,
        /// hot, cool, cold or archive.
        tier: String,
        /// GB stored.
        #[serde(with = "num")]
        gb: Decimal,
        /// Months the data stays in the tier; the estimate's months when absent.
        #[serde(default, with = "opt_num")]
        months: Option<Decimal>,
        /// USD per GB-month when the data lacks the price.
        #[serde(default, with = "opt_num")]
        user_price: Option<Decimal>,
    },
    /// Disk snapshots.
    Snapshot {
        /// Region.
        region: String,
        /// standard-hdd (incremental), standard-ssd or premium-ssd.
        family: String,
        /// GB used.
        #[serde(with = "num")]
        gb: Decimal,
        /// USD per GB-month when the data lacks the price.
        #[serde(default, with = "opt_num")]
        user_price: Option<Decimal>,
    },
    /// Internet egress.
    Egress {
        /// The region data leaves from.
        region: String,
        /// microsoft (default) or internet routing.
        #[serde(default = "microsoft")]
        routing: String,
        /// GB a month.
        #[serde(with = "num")]
        gb_per_month: Decimal,
        /// USD per billable GB for every band, when the data lacks a band's price.
        #[serde(default, with = "opt_num")]
        user_price: Option<Decimal>,
    },
    /// Transfer between two regions.
    InterRegion {
        /// From.
        from: String,
        /// To.
        to: String,
        /// GB a month.
        #[serde(with = "num")]
        gb_per_month: Decimal,
        /// USD per GB when the data lacks the price.
        #[serde(default, with = "opt_num")]
        user_price: Option<Decimal>,
    },
}

fn linux() -> Os {
    Os::Linux
}
fn payg() -> PricingModel {
    PricingModel::Payg
}
fn microsoft() -> String {
    "microsoft".to_owned()
}

/// Where a line's price came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "from", rename_all = "kebab-case")]
pub enum PriceOrigin {
    /// The data (price snapshot or rate card).
    Snapshot {
        /// Its date; `None` for an undated source.
        as_of: Option<Date>,
        /// Its source key.
        source: String,
    },
    /// The user gave it.
    UserPrice,
    /// A billing rule decided it, with no price needed.
    Rule {
        /// The rule.
        rule: BillingRule,
    },
}

/// A billing rule that prices a line without a price from the data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BillingRule {
    /// The line's egress fits in the month's free Internet egress allowance.
    FreeEgressAllowance,
    /// Transfer within one region is free.
    SameRegionTransfer,
}

/// What a line is: the figures its label is worded from, at the edge, in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "line", rename_all = "kebab-case")]
pub enum LineLabel {
    /// VMs of one size.
    Compute {
        /// How many VMs.
        #[serde(with = "rust_decimal::serde::str")]
        count: Decimal,
        /// ARM size name.
        size: String,
        /// Region code.
        region: String,
        /// Operating system.
        os: Os,
        /// Pricing model.
        model: PricingModel,
    },
    /// Premium SSD v2 disks, priced by capacity, IOPS and throughput.
    DiskV2 {
        /// How many disks.
        #[serde(with = "rust_decimal::serde::str")]
        count: Decimal,
        /// Capacity of each, GiB.
        #[serde(with = "rust_decimal::serde::str")]
        size_gib: Decimal,
        /// IOPS of each.
        #[serde(with = "rust_decimal::serde::str")]
        iops: Decimal,
        /// Throughput of each, MB/s.
        #[serde(with = "rust_decimal::serde::str")]
        mbps: Decimal,
        /// Region code.
        region: String,
    },
    /// Managed disks of a tiered family.
    Disk {
        /// How many disks.
        #[serde(with = "rust_decimal::serde::str")]
        count: Decimal,
        /// The family key (`premium-ssd`, …).
        family: String,
        /// The tier priced: the one given, or the smallest that holds the size.
        tier: String,
        /// Region code.
        region: String,
    },
    /// Blob storage in one tier.
    Blob {
        /// The tier key (`hot`, …).
        tier: String,
        /// GB stored.
        #[serde(with = "rust_decimal::serde::str")]
        gb: Decimal,
        /// Region code.
        region: String,
    },
    /// Disk snapshots.
    Snapshot {
        /// The snapshot family key.
        family: String,
        /// GB stored.
        #[serde(with = "rust_decimal::serde::str")]
        gb: Decimal,
        /// Region code.
        region: String,
    },
    /// Data sent out to the Internet.
    Egress {
        /// GB a month.
        #[serde(with = "rust_decimal::serde::str")]
        gb_per_month: Decimal,
        /// The region it leaves.
        region: String,
        /// The routing key (`microsoft`, `internet`).
        routing: String,
    },
    /// Transfer between two regions.
    Transfer {
        /// The region it leaves.
        from: String,
        /// The region it reaches.
        to: String,
        /// GB a month.
        #[serde(with = "rust_decimal::serde::str")]
        gb_per_month: Decimal,
    },
}

/// How a billing rule applied to a line: the figures a note is worded from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "note", rename_all = "kebab-case")]
pub enum LineNote {
    /// Dev/Test pricing is billed at the Linux pay-as-you-go rate.
    DevTestAtLinuxRate,
    /// A savings plan commits its hourly amount for all 730 hours of every month.
    SavingsPlanEveryHour,
    /// The line commits whole terms.
    Commits {
        /// Terms committed (may be fractional only through a bad input; the engine rounds up).
        #[serde(with = "rust_decimal::serde::str")]
        terms: Decimal,
        /// Months in a term.
        term_months: u32,
        /// How the terms are paid.
        payment: Payment,
    },
    /// Premium SSD v2 includes 3,000 IOPS and 125 MB/s per disk.
    FreeIopsAndThroughput,
    /// Blob data leaves before the tier's minimum stay and pays the rest of it.
    EarlyDeletion {
        /// Days of the minimum not kept, to two places.
        #[serde(with = "rust_decimal::serde::str")]
        days_short: Decimal,
        /// The tier's minimum stay in days.
        min_days: u32,
    },
    /// Part of the month's free egress allowance went to this line.
    FreeEgressShare {
        /// GB of the allowance this line used.
        #[serde(with = "rust_decimal::serde::str")]
        gb: Decimal,
        /// The allowance, GB a month, shared by the egress lines in order.
        #[serde(with = "rust_decimal::serde::str")]
        allowance_gb: Decimal,
    },
    /// Earlier egress lines used the whole free allowance.
    FreeEgressUsedUp {
        /// The allowance, GB a month.
        #[serde(with = "rust_decimal::serde::str")]
        allowance_gb: Decimal,
    },
}

/// One priced line, in the estimate's currency.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineCost {
    /// Its position in the input.
    pub index: usize,
    /// What it is, worded at the edge.
    pub label: LineLabel,
    /// Its kind, as in the input.
    pub kind: &'static str,
    /// What it costs each month of the estimate.
    #[serde(with = "rust_decimal::serde::str")]
    pub monthly: Decimal,
    /// What is paid at the start.
    #[serde(with = "rust_decimal::serde::str")]
    pub upfront: Decimal,
    /// Everything it costs over the estimate, including whole commitment terms.
    #[serde(with = "rust_decimal::serde::str")]
    pub total: Decimal,
    /// VM-hours over the estimate (compute lines).
    #[serde(with = "rust_decimal::serde::str")]
    pub vm_hours: Decimal,
    /// Where the price came from.
    pub origin: PriceOrigin,
    /// How the rules applied.
    pub notes: Vec<LineNote>,
    /// What to know before trusting the price: a retired size, a price much older than the
    /// estimate's newest. Absent from the JSON when there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<PriceWarning>,
}

/// A priced estimate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EstimateResult {
    /// The currency of every amount.
    pub currency: Currency,
    /// Units of that currency per USD.
    #[serde(with = "rust_decimal::serde::str")]
    pub rate: Decimal,
    /// Months covered.
    #[serde(with = "rust_decimal::serde::str")]
    pub months: Decimal,
    /// The lines.
    pub lines: Vec<LineCost>,
    /// Sum of the lines' monthly costs.
    #[serde(with = "rust_decimal::serde::str")]
    pub monthly: Decimal,
    /// Sum of the lines' up-front payments.
    #[serde(with = "rust_decimal::serde::str")]
    pub upfront: Decimal,
    /// Sum of the lines' totals.
    #[serde(with = "rust_decimal::serde::str")]
    pub total: Decimal,
    /// Compute lines' total over their VM-hours; `None` without compute.
    #[serde(with = "rust_decimal::serde::str_option")]
    pub effective_hourly: Option<Decimal>,
}

/// What is wrong with an input. Each variant carries its values; the `Display` is the English
/// wording, without the field (forms show it beside the field), and a front end in another
/// language words the variant itself.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CostErrorKind {
    /// The JSON cannot be read: the JSON reader's own message.
    #[error("{0}")]
    Parse(String),
    /// Below zero.
    #[error("must not be negative")]
    Negative,
    /// Zero where a positive number is needed.
    #[error("must be more than zero")]
    Zero,
    /// Not a number (NaN).
    #[error("is not a number")]
    NotANumber,
    /// Below the smallest sensible value, which it holds.
    #[error("must be at least {0}")]
    AtLeast(f64),
    /// Outside a range of whole numbers.
    #[error("must be {min} to {max}")]
    OutOfRange {
        /// The smallest allowed.
        min: u32,
        /// The largest allowed.
        max: u32,
    },
    /// Above the largest sensible value.
    #[error("larger than {0}")]
    TooLarge(Limit),
    /// An estimate format version other than 1.
    #[error("version {0} is not 1")]
    Version(u32),
    /// A currency other than USD without a conversion rate.
    #[error("converting to {0} needs a rate (units per USD)")]
    NeedsRate(Currency),
    /// A size the catalog does not hold (its name, cut to 60 characters).
    #[error("no size {0:?} in the catalog")]
    UnknownSize(String),
    /// A region the catalog does not hold (its name, cut to 60 characters).
    #[error("no region {0:?} in the catalog")]
    UnknownRegion(String),
    /// A disk family other than the four known (the text, cut).
    #[error("{0:?} is not premium-ssd, standard-ssd, standard-hdd or premium-ssd-v2")]
    UnknownDiskFamily(String),
    /// A tier the disk family does not have.
    #[error("no {family} tier {tier:?}")]
    UnknownDiskTier {
        /// The disk family.
        family: String,
        /// The tier asked for, cut to 60 characters.
        tier: String,
    },
    /// A Blob tier other than hot, cool, cold or archive (the text, cut).
    #[error("{0:?} is not hot, cool, cold or archive")]
    UnknownBlobTier(String),
    /// A snapshot family other than the three known (the text, cut).
    #[error("{0:?} is not standard-hdd, standard-ssd or premium-ssd")]
    UnknownSnapshotFamily(String),
    /// A routing other than microsoft or internet (the text, cut).
    #[error("{0:?} is not microsoft or internet")]
    UnknownRouting(String),
    /// A managed disk line with neither a tier nor a size.
    #[error("give a tier or size_gib")]
    TierOrSize,
    /// A size in GiB for a disk family whose tier sizes the data does not all state: the
    /// tier cannot be chosen from it, so the line needs its `tier`.
    #[error(
        "the data does not state the size of every {family} tier: give the tier instead of size_gib"
    )]
    TierNeeded {
        /// The disk family.
        family: String,
    },
    /// Mixed fleet: the demand profile is empty or longer than 1,000,000 hours.
    #[error("give 1 to 1,000,000 hourly values")]
    DemandLength,
    /// Spot: the expected wall time overflows at this eviction rate.
    #[error("at this rate the expected wall time overflows: the job would not finish")]
    WallTimeOverflows,
    /// Spot: the expected wall time is too long to price.
    #[error("the expected wall time is too long to price")]
    WallTimeTooLong,
    /// The snapshot lacks this price, with the newest snapshot date searched; give `user_price`.
    #[error("{}", not_in_snapshot(*.0))]
    NotInSnapshot(Option<Date>),
    /// The snapshot's price ended on this day, before the date the estimate is read on; give
    /// `user_price`.
    #[error("the snapshot's price ended on {0}; give user_price")]
    PriceEnded(Date),
    /// The data holds no such price; give `user_price`.
    #[error("{0} is not in the data; give user_price")]
    NotInData(Missing),
}

fn not_in_snapshot(newest: Option<Date>) -> String {
    match newest {
        Some(d) => format!("not in the price snapshot (newest searched: {d}); give user_price"),
        None => "not in the price snapshot; give user_price".to_owned(),
    }
}

/// The largest sensible value that an input exceeded.
#[derive(Debug, Clone, PartialEq)]
pub enum Limit {
    /// An exact amount or count.
    Amount(Decimal),
    /// A physical or time figure.
    Figure(f64),
    /// Units of demand in one hour.
    UnitsAnHour(u32),
    /// What a decimal can hold: the result would overflow.
    Decimal,
    /// The largest disk tier of the family.
    LargestTier,
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Limit::Amount(d) => write!(f, "{d}"),
            Limit::Figure(x) => write!(f, "{x}"),
            Limit::UnitsAnHour(n) => write!(f, "{n} units in an hour"),
            Limit::Decimal => f.write_str("what a decimal can price"),
            Limit::LargestTier => f.write_str("the largest tier"),
        }
    }
}

/// A price or figure the data lacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Missing {
    /// Premium SSD v2 unit prices in a region.
    PremiumSsdV2 {
        /// The region.
        region: String,
    },
    /// A disk tier's price in a region.
    Disk {
        /// The disk family.
        family: String,
        /// The tier.
        tier: String,
        /// The region.
        region: String,
    },
    /// A Blob tier's price in a region.
    Blob {
        /// The tier.
        tier: String,
        /// The region.
        region: String,
    },
    /// A snapshot family's price in a region.
    Snapshots {
        /// The disk family.
        family: String,
        /// The region.
        region: String,
    },
    /// An egress table for a routing and region.
    Egress {
        /// `microsoft` or `internet`.
        routing: String,
        /// The region.
        region: String,
    },
    /// The price of an egress band.
    EgressBand {
        /// The band's lower end, GB a month.
        above_gb: Decimal,
        /// The egress table's label.
        table: String,
    },
    /// A transfer rate between two regions (only rates within one continent are known).
    Transfer {
        /// The source region.
        from: String,
        /// The destination region.
        to: String,
    },
}

impl fmt::Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Missing::PremiumSsdV2 { region } => write!(f, "Premium SSD v2 in {region}"),
            Missing::Disk { family, tier, region } => write!(f, "{family} {tier} in {region}"),
            Missing::Blob { tier, region } => write!(f, "Blob {tier} in {region}"),
            Missing::Snapshots { family, region } => write!(f, "{family} snapshots in {region}"),
            Missing::Egress { routing, region } => {
                write!(f, "{routing}-routed egress from {region}")
            }
            Missing::EgressBand { above_gb, table } => {
                write!(f, "the egress band above {} GB for {table}", above_gb.normalize())
            }
            Missing::Transfer { from, to } => write!(
                f,
                "transfer from {from} to {to} (only rates within one continent are known)"
            ),
        }
    }
}

/// An input error, naming the field, as in `lines[2].count`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{field}: {kind}")]
pub struct CostError {
    /// The field's path.
    pub field: String,
    /// What is wrong.
    pub kind: CostErrorKind,
}

/// Reads an estimate from JSON; a syntax or shape error names the place it was found.
pub fn parse(json: &str) -> Result<Estimate, CostError> {
    serde_json::from_str(json).map_err(|e| {
        let message = e.to_string();
        CostError {
            field: format!("line {} column {}", e.line(), e.column()),
            kind: CostErrorKind::Parse(message),
        }
    })
}

/// Checks a number against zero and a limit.
struct Check<'a> {
    errors: &'a mut Vec<CostError>,
}

impl Check<'_> {
    fn range(&mut self, field: &str, v: Decimal, allow_zero: bool, max: Decimal) -> bool {
        self.range_lazy(|| field.to_owned(), v, allow_zero, max)
    }

    /// [`Check::range`] with the field's name built only for an error.
    fn range_lazy(
        &mut self,
        field: impl FnOnce() -> String,
        v: Decimal,
        allow_zero: bool,
        max: Decimal,
    ) -> bool {
        let kind = if v.is_sign_negative() && !v.is_zero() {
            CostErrorKind::Negative
        } else if v.is_zero() && !allow_zero {
            CostErrorKind::Zero
        } else if v > max {
            CostErrorKind::TooLarge(Limit::Amount(max))
        } else {
            return true;
        };
        self.errors.push(CostError { field: field(), kind });
        false
    }

    fn fail(&mut self, field: String, kind: CostErrorKind) {
        self.errors.push(CostError { field, kind });
    }
}

fn dec(n: u64) -> Decimal {
    Decimal::from(n)
}

/// Prices an estimate against the catalog (compute lines) and the rate card (storage and
/// transfer lines). Every problem is returned, each naming its field. Prices are those that apply
/// on `today` (a price that has ended is an error on the line's model), and a size whose
/// retirement date is on or before `today` is warned as retired.
pub fn evaluate(
    input: &Estimate,
    catalog: &Catalog,
    rates: &RateCard,
    today: Date,
) -> Result<EstimateResult, Vec<CostError>> {
    let mut errors = Vec::new();
    let mut check = Check { errors: &mut errors };
    if input.version != 1 {
        check.fail("version".into(), CostErrorKind::Version(input.version));
    }
    check.range("months", input.months, false, dec(u64::from(limits::MONTHS)));
    check.range(
        "hours_per_month",
        input.hours_per_month,
        true,
        dec(u64::from(limits::HOURS_PER_MONTH)),
    );
    check.range("discount_pct", input.discount_pct, true, dec(100));
    let rate = match (input.currency == Currency::USD, input.rate) {
        (true, None) => Decimal::ONE,
        (_, Some(r)) => {
            check.range("rate", r, false, dec(limits::RATE));
            r
        }
        (false, None) => {
            check.fail("rate".into(), CostErrorKind::NeedsRate(input.currency));
            Decimal::ONE
        }
    };
    let mut lines = Vec::with_capacity(input.lines.len());
    // The month's free egress allowance is shared by the egress lines, in order.
    let mut egress = EgressUse::new(rates);
    for (i, line) in input.lines.iter().enumerate() {
        let cx = LineCtx { i, months: input.months, input, catalog, rates, today };
        if let Some(cost) = price_line(cx, line, &mut check, &mut egress) {
            lines.push(cost);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // Warnings: a retired size; a price more than a year older than the estimate's newest.
    let dated = |l: &LineCost| match &l.origin {
        PriceOrigin::Snapshot { as_of, .. } => *as_of,
        _ => None,
    };
    let newest = lines.iter().filter_map(dated).max();
    for l in &mut lines {
        if let Some(LineInput::Compute { size, .. }) = input.lines.get(l.index)
            && let Some(w) = warning::retired_size(catalog, size, today)
        {
            l.warnings.push(w);
        }
        if let (Some(as_of), Some(newest)) = (dated(l), newest)
            && let Some(w) = warning::old_price(None, as_of, newest)
        {
            l.warnings.push(w);
        }
    }
    // Convert line by line; the totals are the exact sums of what is shown.
    for l in &mut lines {
        l.monthly *= rate;
        l.upfront *= rate;
        l.total *= rate;
    }
    let sum = |f: fn(&LineCost) -> Decimal| lines.iter().map(f).sum::<Decimal>();
    let (monthly, upfront, total) = (sum(|l| l.monthly), sum(|l| l.upfront), sum(|l| l.total));
    let vm_hours = sum(|l| l.vm_hours);
    let compute_total: Decimal =
        lines.iter().filter(|l| l.kind == "compute").map(|l| l.total).sum();
    let effective_hourly = (!vm_hours.is_zero()).then(|| compute_total / vm_hours);
    Ok(EstimateResult {
        currency: input.currency,
        rate,
        months: input.months,
        lines,
        monthly,
        upfront,
        total,
        effective_hourly,
    })
}

/// One compute line, as the estimate and the recommendations describe it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ComputeSpec<'a> {
    /// ARM size name.
    pub size: &'a str,
    /// Region.
    pub region: &'a str,
    /// VMs.
    pub count: Decimal,
    /// OS.
    pub os: Os,
    /// Pricing model.
    pub model: PricingModel,
    /// Hours a month the VMs run.
    pub hours_per_month: Decimal,
    /// Months.
    pub months: Decimal,
    /// Negotiated discount, percent.
    pub discount_pct: Decimal,
    /// How a commitment is paid.
    pub payment: Payment,
    /// USD per hour (per term for a reservation) instead of the snapshot.
    pub user_price: Option<Decimal>,
    /// The day the snapshot's prices are read on: a price that has ended by then is not used.
    pub today: Date,
}

/// Prices one compute line in USD. The estimate engine uses this, and the recommendations use
/// [`compute_total`], which works out the same figures, so a recommendation costs exactly what
/// an estimate of the same line costs. Errors name fields under `prefix` (such as `lines[2]`).
pub fn compute_cost(
    catalog: &Catalog,
    spec: &ComputeSpec<'_>,
    prefix: &str,
) -> Result<LineCost, Vec<CostError>> {
    let mut errors = Vec::new();
    let cost = compute_line(catalog, spec, prefix, &mut Check { errors: &mut errors });
    match cost {
        Some(c) if errors.is_empty() => Ok(c),
        _ => Err(errors),
    }
}

/// The whole-term total of [`compute_cost`] for the same line, or `None` where it reports an
/// error. It builds no label, notes or origin, and allocates nothing when the line prices: the
/// ranking calls it for every size, region and pricing model.
pub fn compute_total(catalog: &Catalog, spec: &ComputeSpec<'_>) -> Option<Decimal> {
    let mut errors = Vec::new();
    let figures = compute_figures(catalog, spec, "", &mut Check { errors: &mut errors })?;
    errors.is_empty().then_some(figures.total)
}

/// A compute line's figures, and what its words (label, notes, origin) are made from.
struct ComputeFigures<'c> {
    /// The snapshot record used; `None` when the user gave the price.
    record: Option<&'c PriceRecord>,
    monthly: Decimal,
    upfront: Decimal,
    total: Decimal,
    vm_hours: Decimal,
    /// For a commitment: its term in months and the whole terms committed.
    term: Option<(u32, Decimal)>,
}

fn compute_figures<'c>(
    catalog: &'c Catalog,
    spec: &ComputeSpec<'_>,
    prefix: &str,
    check: &mut Check<'_>,
) -> Option<ComputeFigures<'c>> {
    let f = |name: &'static str| move || format!("{prefix}.{name}");
    let ComputeSpec { size, region, os, model, months, payment, user_price, today, .. } = *spec;
    // Bounded inputs keep every product far inside a decimal's range.
    if !check.range_lazy(f("months"), months, false, dec(u64::from(limits::MONTHS))) {
        return None;
    }
    let (count, hours, discount) = (spec.count, spec.hours_per_month, spec.discount_pct);
    let mut ok = check.range_lazy(f("count"), count, false, dec(u64::from(limits::COUNT)));
    ok &= check.range_lazy(
        f("hours_per_month"),
        hours,
        true,
        dec(u64::from(limits::HOURS_PER_MONTH)),
    );
    ok &= check.range_lazy(f("discount_pct"), discount, true, dec(100));
    let known_size = catalog.size(size).is_some();
    if !known_size {
        check.fail(f("size")(), CostErrorKind::UnknownSize(truncate(size)));
    }
    let known_region = catalog.region(region).is_some();
    if !known_region {
        check.fail(f("region")(), CostErrorKind::UnknownRegion(truncate(region)));
    }
    ok &= known_region && known_size;
    if !ok {
        return None;
    }
    let (price, record) = match user_price {
        Some(p) => {
            if !check.range_lazy(f("user_price"), p, false, dec(limits::USER_PRICE)) {
                return None;
            }
            (p, None)
        }
        None => {
            // Dev/Test: Windows at the Linux rate.
            let record = match model {
                PricingModel::DevTest => {
                    catalog.price_record(size, region, os, PricingModel::DevTest, today).or_else(
                        || catalog.price_record(size, region, Os::Linux, PricingModel::Payg, today),
                    )
                }
                m => catalog.price_record(size, region, os, m, today),
            };
            match record {
                Some(p) => (p.price, Some(p)),
                None if model != PricingModel::DevTest
                    && let PriceAnswer::Ended(p) =
                        catalog.price(size, region, os, model, today) =>
                {
                    check.fail(f("model")(), CostErrorKind::PriceEnded(p.ends.unwrap_or(p.as_of)));
                    return None;
                }
                None => {
                    let newest = catalog.newest_snapshot(Some(region));
                    check.fail(f("model")(), CostErrorKind::NotInSnapshot(newest));
                    return None;
                }
            }
        }
    };
    let keep = (Decimal::ONE_HUNDRED - discount) / Decimal::ONE_HUNDRED;
    let vm_hours = count * hours * months;
    // Whole terms are committed: ceil(months / term). The totals are products of the term's
    // total, never a monthly figure multiplied back: a division by the term's months can leave
    // a residue in the 28th digit (32,149 / 36 × 36 ≠ 32,149).
    let commitment = |term_months: u32, term_total: Decimal, monthly_commit: Decimal| {
        let terms = (months / Decimal::from(term_months)).ceil();
        let (monthly, upfront, total) = match payment {
            Payment::Upfront => (Decimal::ZERO, term_total, term_total * terms),
            Payment::Monthly => (monthly_commit, Decimal::ZERO, term_total * terms),
        };
        (monthly, upfront, total, Some((term_months, terms)))
    };
    let (monthly, upfront, total, term) = match model {
        PricingModel::Reservation1y | PricingModel::Reservation3y => {
            let term_months = if model == PricingModel::Reservation1y { 12 } else { 36 };
            // The record is the term's total per VM; paid monthly, it is spread over the term.
            let term_total = price * count * keep;
            commitment(term_months, term_total, term_total / Decimal::from(term_months))
        }
        PricingModel::SavingsPlan1y | PricingModel::SavingsPlan3y => {
            let term_months = if model == PricingModel::SavingsPlan1y { 12 } else { 36 };
            // The hourly price for all 730 hours of every month of the term.
            let monthly_commit = price * count * Decimal::from(730) * keep;
            commitment(term_months, monthly_commit * Decimal::from(term_months), monthly_commit)
        }
        _ => {
            let monthly = price * count * hours * keep;
            (monthly, Decimal::ZERO, monthly * months, None)
        }
    };
    Some(ComputeFigures { record, monthly, upfront, total, vm_hours, term })
}

fn compute_line(
    catalog: &Catalog,
    spec: &ComputeSpec<'_>,
    prefix: &str,
    check: &mut Check<'_>,
) -> Option<LineCost> {
    let figures = compute_figures(catalog, spec, prefix, check)?;
    let ComputeSpec { size, region, os, model, count, payment, .. } = *spec;
    let mut notes = Vec::new();
    if model == PricingModel::DevTest
        && figures.record.is_some_and(|r| r.model == PricingModel::Payg)
    {
        notes.push(LineNote::DevTestAtLinuxRate);
    }
    if matches!(model, PricingModel::SavingsPlan1y | PricingModel::SavingsPlan3y) {
        notes.push(LineNote::SavingsPlanEveryHour);
    }
    if let Some((term_months, terms)) = figures.term {
        notes.push(LineNote::Commits { terms: terms.normalize(), term_months, payment });
    }
    let origin = match figures.record {
        Some(p) => PriceOrigin::Snapshot { as_of: Some(p.as_of), source: p.source.clone() },
        None => PriceOrigin::UserPrice,
    };
    Some(LineCost {
        index: 0,
        label: LineLabel::Compute {
            count: count.normalize(),
            size: size.to_owned(),
            region: region.to_owned(),
            os,
            model,
        },
        kind: "compute",
        monthly: figures.monthly,
        upfront: figures.upfront,
        total: figures.total,
        vm_hours: figures.vm_hours,
        origin,
        notes,
        warnings: Vec::new(),
    })
}

/// A rate-card price with its origin, or a "not in the data" error on `field`.
fn rate_card_price(
    rates: &RateCard,
    item: &str,
    region: &str,
    check: &mut Check<'_>,
    field: String,
    what: impl FnOnce() -> Missing,
) -> Option<(Decimal, PriceOrigin, ())> {
    match rates.price(item, region) {
        Some(p) => Some((
            p.usd,
            PriceOrigin::Snapshot { as_of: Some(p.as_of), source: p.source.clone() },
            (),
        )),
        None => {
            check.fail(field, CostErrorKind::NotInData(what()));
            None
        }
    }
}

/// A line billed by use each month: nothing up front, `monthly × months` in all.
fn usage_line(
    index: usize,
    label: LineLabel,
    kind: &'static str,
    monthly: Decimal,
    months: Decimal,
    origin: PriceOrigin,
    notes: Vec<LineNote>,
) -> LineCost {
    LineCost {
        index,
        label,
        kind,
        monthly,
        upfront: Decimal::ZERO,
        total: monthly * months,
        vm_hours: Decimal::ZERO,
        origin,
        notes,
        warnings: Vec::new(),
    }
}

fn user_or<T>(
    user_price: Option<Decimal>,
    field: &str,
    check: &mut Check<'_>,
    found: impl FnOnce(&mut Check<'_>) -> Option<(Decimal, PriceOrigin, T)>,
) -> Option<(Decimal, PriceOrigin, Option<T>)> {
    match user_price {
        Some(p) => check.range(field, p, false, dec(limits::USER_PRICE)).then_some((
            p,
            PriceOrigin::UserPrice,
            None,
        )),
        None => found(check).map(|(p, o, t)| (p, o, Some(t))),
    }
}

mod lines;
use lines::{EgressUse, LineCtx, price_line};

fn truncate(s: &str) -> String {
    s.chars().take(60).collect()
}

/// Numbers in the JSON: a JSON number read through its decimal text, or a decimal string.
mod num {
    use rust_decimal::Decimal;
    use serde::{Deserialize, Deserializer, Serializer};
    use serde_json::Value;

    pub(super) fn from_value(v: &Value) -> Result<Decimal, String> {
        match v {
            Value::Number(_) => crate::decimal::exact_decimal(v).map_err(|e| e.to_string()),
            Value::String(s) => s.trim().parse::<Decimal>().map_err(|_| {
                format!("{:?} is not a number", s.chars().take(40).collect::<String>())
            }),
            _ => Err("must be a number".into()),
        }
    }

    pub(super) fn serialize<S: Serializer>(v: &Decimal, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&v.normalize().to_string())
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Decimal, D::Error> {
        from_value(&Value::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}

mod opt_num {
    use rust_decimal::Decimal;
    use serde::{Deserialize, Deserializer, Serializer};
    use serde_json::Value;

    pub(super) fn serialize<S: Serializer>(v: &Option<Decimal>, s: S) -> Result<S::Ok, S::Error> {
        match v {
            Some(d) => s.serialize_str(&d.normalize().to_string()),
            None => s.serialize_none(),
        }
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Decimal>, D::Error> {
        match Value::deserialize(d)? {
            Value::Null => Ok(None),
            v => super::num::from_value(&v).map(Some).map_err(serde::de::Error::custom),
        }
    }
}
