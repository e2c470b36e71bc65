//! The five analyses. Each is a pure function whose typed result a chart can plot. Money is
//! `Decimal`; physical quantities (hours, eviction rates, watts) are `f64` with their unit in the
//! name, and become money only at the end.

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
use serde::Serialize;

use super::estimate::{CostError, CostErrorKind, Limit};
use crate::catalog::{Catalog, Os, PricingModel};
use crate::date::Date;

/// The hours in a month, as Azure's pricing calculator counts them (8,760 a year over 12).
pub const HOURS_PER_MONTH: u32 = 730;

fn err(field: &str, kind: CostErrorKind) -> CostError {
    CostError { field: field.to_owned(), kind }
}

fn check_f64(field: &str, v: f64, min: f64, max: f64) -> Result<f64, CostError> {
    if v.is_nan() {
        Err(err(field, CostErrorKind::NotANumber))
    } else if v < min {
        Err(err(field, if v < 0.0 { CostErrorKind::Negative } else { CostErrorKind::AtLeast(min) }))
    } else if v > max || v.is_infinite() {
        Err(err(field, CostErrorKind::TooLarge(Limit::Figure(max))))
    } else {
        Ok(v)
    }
}

fn check_dec(field: &str, v: Decimal, max: Decimal) -> Result<Decimal, CostError> {
    if v.is_sign_negative() && !v.is_zero() {
        Err(err(field, CostErrorKind::Negative))
    } else if v > max {
        Err(err(field, CostErrorKind::TooLarge(Limit::Amount(max))))
    } else {
        Ok(v)
    }
}

/// Money for a physical quantity: `hours` × `price`, with the hours made decimal. `None` when
/// the hours are not finite or the product does not fit a decimal: never a silent zero.
fn money(hours: f64, price: Decimal) -> Option<Decimal> {
    Decimal::from_f64(hours).and_then(|h| h.checked_mul(price))
}

/// A commitment's cost per month for one VM: a reservation's term total spread over its months,
/// or a savings plan's hourly price for every hour.
fn committed_monthly(model: PricingModel, price: Decimal) -> Decimal {
    committed_over(model, price, Decimal::ONE)
}

/// A commitment's cost over `months` for one VM, with one division at the very end: a
/// reservation's total × 730 × months / term hours. Over whole terms this is the term's total
/// × terms exactly, where a monthly figure multiplied back would keep a residue in the 28th
/// digit (32,149 × 730 / 26,280 × 36 is not 32,149).
fn committed_over(model: PricingModel, price: Decimal, months: Decimal) -> Decimal {
    let hours = price * Decimal::from(HOURS_PER_MONTH) * months;
    match model.term_hours() {
        Some(h) => hours / Decimal::from(h),
        None => hours,
    }
}

fn price_of(
    c: &Catalog,
    size: &str,
    region: &str,
    model: PricingModel,
    today: Date,
) -> Option<Decimal> {
    c.price_record(size, region, Os::Linux, model, today).map(|p| p.price)
}

// ---------------------------------------------------------------------------------------------
// a. Break-even

/// One commitment's curve and where it starts to pay.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CommitmentCurve {
    /// The commitment.
    pub model: PricingModel,
    /// Its cost per month for one VM, whatever the use.
    #[serde(with = "rust_decimal::serde::str")]
    pub monthly: Decimal,
    /// The utilisation (0–1) above which it costs less than pay-as-you-go; `None` if never.
    #[serde(with = "rust_decimal::serde::str_option")]
    pub break_even_utilisation: Option<Decimal>,
    /// For a VM used all month, the months of use from which the commitment (whole terms) is
    /// cheaper than pay-as-you-go for that many months; `None` if never within a term.
    #[serde(with = "rust_decimal::serde::str_option")]
    pub break_even_months: Option<Decimal>,
}

/// Monthly cost against utilisation and against duration, for one size and region.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BreakEven {
    /// Pay-as-you-go price per hour.
    #[serde(with = "rust_decimal::serde::str")]
    pub payg_hourly: Decimal,
    /// Each commitment the snapshot prices.
    pub commitments: Vec<CommitmentCurve>,
    /// Points for the utilisation chart: (percent, pay-as-you-go monthly cost).
    pub payg_by_utilisation: Vec<(u32, Decimal)>,
    /// Points for the duration chart: (months, cumulative cost per model, pay-as-you-go first).
    pub by_months: Vec<(u32, Vec<Decimal>)>,
}

/// Break-even of each commitment priced on `today` against pay-as-you-go for a size in a
/// region (Linux).
pub fn break_even(
    c: &Catalog,
    size: &str,
    region: &str,
    max_months: u32,
    today: Date,
) -> Result<BreakEven, CostError> {
    if c.size(size).is_none() {
        return Err(err("size", CostErrorKind::UnknownSize(size.chars().take(60).collect())));
    }
    if !(1..=120).contains(&max_months) {
        return Err(err("max_months", CostErrorKind::OutOfRange { min: 1, max: 120 }));
    }
    let Some(payg) = price_of(c, size, region, PricingModel::Payg, today) else {
        return Err(err("region", CostErrorKind::NotInSnapshot(c.newest_snapshot(Some(region)))));
    };
    let payg_month = payg * Decimal::from(HOURS_PER_MONTH);
    let priced: Vec<(PricingModel, Decimal)> = [
        PricingModel::SavingsPlan1y,
        PricingModel::SavingsPlan3y,
        PricingModel::Reservation1y,
        PricingModel::Reservation3y,
    ]
    .into_iter()
    .filter_map(|m| price_of(c, size, region, m, today).map(|p| (m, p)))
    .collect();
    let committed_prices: Vec<Decimal> = priced.iter().map(|(_, p)| *p).collect();
    let commitments: Vec<CommitmentCurve> = priced
        .into_iter()
        .map(|(model, p)| {
            let monthly = committed_monthly(model, p);
            let term_months = Decimal::from(
                if matches!(model, PricingModel::SavingsPlan1y | PricingModel::Reservation1y) {
                    12
                } else {
                    36
                },
            );
            let term_total = committed_over(model, p, term_months);
            let u = term_total / (payg_month * term_months);
            // Full use for m months (m within one term): pay-as-you-go m × payg_month against one
            // term's commitment. It pays from m = term total / payg_month.
            let months = term_total / payg_month;
            CommitmentCurve {
                model,
                monthly,
                break_even_utilisation: (u <= Decimal::ONE).then_some(u),
                break_even_months: (months <= term_months).then_some(months),
            }
        })
        .collect();
    let payg_by_utilisation = (0..=100u32)
        .step_by(5)
        .map(|pct| (pct, payg_month * Decimal::from(pct) / Decimal::ONE_HUNDRED))
        .collect();
    let by_months = (1..=max_months)
        .map(|m| {
            let md = Decimal::from(m);
            let mut costs = vec![payg_month * md];
            for (cm, p) in commitments.iter().zip(&committed_prices) {
                let term = if matches!(
                    cm.model,
                    PricingModel::SavingsPlan1y | PricingModel::Reservation1y
                ) {
                    12u32
                } else {
                    36
                };
                let terms = m.div_ceil(term);
                costs.push(committed_over(cm.model, *p, Decimal::from(terms * term)));
            }
            (m, costs)
        })
        .collect();
    Ok(BreakEven { payg_hourly: payg, commitments, payg_by_utilisation, by_months })
}

// ---------------------------------------------------------------------------------------------
// b. Spot with interruptions

/// Inputs of the Spot analysis.
#[derive(Debug, Clone, PartialEq)]
pub struct SpotInput {
    /// Work to do, in GPU-hours without interruptions.
    pub work_gpu_hours: f64,
    /// GPUs per VM.
    pub gpus_per_vm: f64,
    /// VMs working together (an eviction of any stops the job).
    pub vms: f64,
    /// Evictions per VM-hour.
    pub eviction_rate_per_hour: f64,
    /// Hours to write a checkpoint.
    pub checkpoint_hours: f64,
    /// Hours to restart after an eviction (new VM, reload).
    pub restart_hours: f64,
    /// Spot price per VM-hour, USD.
    pub spot_hourly: Decimal,
    /// Pay-as-you-go price per VM-hour, USD.
    pub payg_hourly: Decimal,
}

/// What Spot costs once interruptions are counted.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SpotResult {
    /// Young's interval: sqrt(2 × checkpoint × MTBF), hours.
    pub young_interval_hours: f64,
    /// Daly's higher-order interval, hours.
    pub daly_interval_hours: f64,
    /// Hours of work without interruptions.
    pub solve_hours: f64,
    /// Daly's expected wall time at his interval, hours.
    pub expected_wall_hours: f64,
    /// Expected Spot cost.
    #[serde(with = "rust_decimal::serde::str")]
    pub spot_cost: Decimal,
    /// Pay-as-you-go cost of the same work, uninterrupted.
    #[serde(with = "rust_decimal::serde::str")]
    pub payg_cost: Decimal,
    /// The eviction rate per hour above which Spot costs more; `None` if Spot is not cheaper even
    /// with no evictions.
    pub break_even_eviction_rate: Option<f64>,
    /// Chart points: (eviction rate per hour, expected wall hours, expected Spot cost).
    pub curve: Vec<(f64, f64, Decimal)>,
}

/// Young's interval, hours: sqrt(2 δ M).
pub fn young_interval(checkpoint_hours: f64, mtbf_hours: f64) -> f64 {
    (2.0 * checkpoint_hours * mtbf_hours).sqrt()
}

/// Daly's interval (Daly 2006, "A higher order estimate of the optimum checkpoint interval"):
/// sqrt(2δM)·[1 + ⅓·sqrt(δ/2M) + ⅑·(δ/2M)] − δ while δ < 2M, else M.
pub fn daly_interval(checkpoint_hours: f64, mtbf_hours: f64) -> f64 {
    let (d, m) = (checkpoint_hours, mtbf_hours);
    if d < 2.0 * m {
        let x = d / (2.0 * m);
        (2.0 * d * m).sqrt() * (1.0 + x.sqrt() / 3.0 + x / 9.0) - d
    } else {
        m
    }
}

/// Daly's expected completion time (2006): T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·Ts/τ. Without failures
/// (M infinite) it is the solve time plus the checkpoints: Ts·(τ+δ)/τ.
pub fn daly_wall_time(
    solve_hours: f64,
    interval: f64,
    checkpoint_hours: f64,
    restart_hours: f64,
    mtbf_hours: f64,
) -> f64 {
    if !mtbf_hours.is_finite() {
        return solve_hours * (interval + checkpoint_hours) / interval;
    }
    let m = mtbf_hours;
    m * (restart_hours / m).exp() * (((interval + checkpoint_hours) / m).exp() - 1.0) * solve_hours
        / interval
}

fn spot_at(input: &SpotInput, rate: f64) -> (f64, f64) {
    let solve = input.work_gpu_hours / (input.gpus_per_vm * input.vms);
    // Evictions of any of the job's VMs stop it: the job's failure rate is the sum.
    let job_rate = rate * input.vms;
    if job_rate <= 0.0 {
        return (solve, solve);
    }
    let m = 1.0 / job_rate;
    let tau = daly_interval(input.checkpoint_hours, m).max(f64::MIN_POSITIVE);
    (solve, daly_wall_time(solve, tau, input.checkpoint_hours, input.restart_hours, m))
}

/// Spot against pay-as-you-go once evictions, checkpoints and restarts are counted.
pub fn spot(input: &SpotInput) -> Result<SpotResult, CostError> {
    check_f64("work_gpu_hours", input.work_gpu_hours, 0.001, 1.0e9)?;
    check_f64("gpus_per_vm", input.gpus_per_vm, 0.001, 1024.0)?;
    check_f64("vms", input.vms, 1.0, 100_000.0)?;
    check_f64("eviction_rate_per_hour", input.eviction_rate_per_hour, 0.0, 10.0)?;
    check_f64("checkpoint_hours", input.checkpoint_hours, 0.0001, 1000.0)?;
    check_f64("restart_hours", input.restart_hours, 0.0, 1000.0)?;
    check_dec("spot_hourly", input.spot_hourly, Decimal::from(1_000_000))?;
    check_dec("payg_hourly", input.payg_hourly, Decimal::from(1_000_000))?;
    let job_rate = input.eviction_rate_per_hour * input.vms;
    let mtbf = if job_rate > 0.0 { 1.0 / job_rate } else { f64::INFINITY };
    let (young, daly) = if mtbf.is_finite() {
        (young_interval(input.checkpoint_hours, mtbf), daly_interval(input.checkpoint_hours, mtbf))
    } else {
        (f64::INFINITY, f64::INFINITY)
    };
    let (solve, wall) = spot_at(input, input.eviction_rate_per_hour);
    if !wall.is_finite() {
        return Err(err("eviction_rate_per_hour", CostErrorKind::WallTimeOverflows));
    }
    let vms = Decimal::from_f64(input.vms).unwrap_or(Decimal::ONE);
    let too_long = || err("eviction_rate_per_hour", CostErrorKind::WallTimeTooLong);
    let spot_cost = money(wall, input.spot_hourly * vms).ok_or_else(too_long)?;
    let payg_cost = money(solve, input.payg_hourly * vms).ok_or_else(too_long)?;
    // `None` where the expected wall time overflows: never cheaper than anything.
    let cost_at = |rate: f64| {
        let wall = spot_at(input, rate).1;
        if wall.is_finite() { money(wall, input.spot_hourly * vms) } else { None }
    };
    let cheaper = |rate: f64| cost_at(rate).is_some_and(|c| c < payg_cost);
    // The expected cost rises with the eviction rate: bisect for where it meets pay-as-you-go.
    let break_even_eviction_rate = if !cheaper(0.0) {
        None
    } else {
        let (mut lo, mut hi) = (0.0_f64, 1.0_f64);
        while cheaper(hi) && hi < 1.0e6 {
            hi *= 2.0;
        }
        for _ in 0..80 {
            let mid = (lo + hi) / 2.0;
            if cheaper(mid) { lo = mid } else { hi = mid }
        }
        Some((lo + hi) / 2.0)
    };
    let top = break_even_eviction_rate
        .map_or(0.5, |r| (r * 2.0).max(0.05))
        .max(input.eviction_rate_per_hour * 1.5);
    let curve = (0..=40)
        .filter_map(|i| {
            let rate = top * f64::from(i) / 40.0;
            let wall = spot_at(input, rate).1;
            cost_at(rate).map(|c| (rate, wall, c))
        })
        .collect();
    Ok(SpotResult {
        young_interval_hours: young,
        daly_interval_hours: daly,
        solve_hours: solve,
        expected_wall_hours: wall,
        spot_cost,
        payg_cost,
        break_even_eviction_rate,
        curve,
    })
}

// ---------------------------------------------------------------------------------------------
// c. Mixed fleet

/// How the fleet is split.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FleetResult {
    /// Units reserved.
    pub reserved: u32,
    /// Unit-hours on the reservation, on Spot and on pay-as-you-go.
    pub reserved_hours: u64,
    /// Unit-hours above the reservation run on Spot.
    pub spot_hours: u64,
    /// Unit-hours above the reservation run on pay-as-you-go.
    pub payg_hours: u64,
    /// Cost of the split.
    #[serde(with = "rust_decimal::serde::str")]
    pub cost: Decimal,
    /// Cost of running everything pay-as-you-go.
    #[serde(with = "rust_decimal::serde::str")]
    pub all_payg_cost: Decimal,
    /// All pay-as-you-go minus the split.
    #[serde(with = "rust_decimal::serde::str")]
    pub saving: Decimal,
    /// For each k: (k, P(demand ≥ k)) as a fraction, for the chart.
    pub exceedance: Vec<(u32, Decimal)>,
}

/// Reserve the k-th unit while P(demand ≥ k) exceeds reserved ÷ the price of the overflow (both
/// per hour); run `spot_share` of the rest on Spot and the remainder on pay-as-you-go. `demand`
/// holds the units needed in each hour of the period.
///
/// The overflow above the reservation is served by Spot for `spot_share` of its unit-hours and
/// by pay-as-you-go for the rest, so an hour of it costs the blended price
/// `spot_share × Spot + (1 − spot_share) × pay-as-you-go`: that, not pay-as-you-go, is what a
/// reserved unit saves. The threshold finds the cheapest count for the cost with the Spot
/// share exact; Spot hours are then rounded down to whole hours, which can move the cheapest
/// count, so the counts whose exact cost could still beat the chosen one (a contiguous run
/// around it, the cost being convex) are priced as rounded and the cheapest is kept.
pub fn mixed_fleet(
    demand: &[u32],
    reserved_hourly: Decimal,
    spot_hourly: Decimal,
    payg_hourly: Decimal,
    spot_share: Decimal,
) -> Result<FleetResult, CostError> {
    let prices =
        FleetPrices { reserved: reserved_hourly, spot: spot_hourly, payg: payg_hourly, spot_share };
    check_fleet(demand, &prices)?;
    let counts = DemandCounts::of(demand);
    let hours = counts.hours;
    let reserved = cheapest_reservation(&counts, &prices);
    let above = counts.above(reserved);
    let total: u64 = demand.iter().map(|d| u64::from(*d)).sum();
    let (spot_hours, payg_hours) = prices.split(above);
    let reserved_hours = u64::from(reserved) * hours;
    let cost = prices.billed(reserved_hours, above);
    let all_payg_cost = Decimal::from(total) * payg_hourly;
    let exceedance = (1..=counts.peak)
        .map(|k| (k, Decimal::from(counts.exceeds(k)) / Decimal::from(hours)))
        .collect();
    Ok(FleetResult {
        reserved,
        reserved_hours,
        spot_hours,
        payg_hours,
        cost,
        all_payg_cost,
        saving: all_payg_cost - cost,
        exceedance,
    })
}

/// The mixed fleet's prices per unit-hour, and the share of the overflow run on Spot.
struct FleetPrices {
    reserved: Decimal,
    spot: Decimal,
    payg: Decimal,
    spot_share: Decimal,
}

impl FleetPrices {
    /// The price of an hour of overflow with the Spot share exact:
    /// `spot_share × Spot + (1 − spot_share) × pay-as-you-go`.
    fn blended(&self) -> Decimal {
        self.spot_share * self.spot + (Decimal::ONE - self.spot_share) * self.payg
    }

    /// The overflow's unit-hours on Spot (its share, rounded down to whole hours) and on
    /// pay-as-you-go.
    fn split(&self, above: u64) -> (u64, u64) {
        let spot = (Decimal::from(above) * self.spot_share).floor().to_u64().unwrap_or(0);
        (spot, above - spot)
    }

    /// The cost as billed of `reserved_hours` on the reservation and `above` unit-hours of
    /// overflow, split as [`FleetPrices::split`] does.
    fn billed(&self, reserved_hours: u64, above: u64) -> Decimal {
        let (spot, payg) = self.split(above);
        Decimal::from(reserved_hours) * self.reserved
            + Decimal::from(spot) * self.spot
            + Decimal::from(payg) * self.payg
    }
}

/// Checks the mixed fleet's inputs: the demand's length and size, the prices, the Spot share.
fn check_fleet(demand: &[u32], prices: &FleetPrices) -> Result<(), CostError> {
    if demand.is_empty() || demand.len() > 1_000_000 {
        return Err(err("demand", CostErrorKind::DemandLength));
    }
    if demand.iter().any(|d| *d > 100_000) {
        return Err(err("demand", CostErrorKind::TooLarge(Limit::UnitsAnHour(100_000))));
    }
    for (field, v) in [
        ("reserved_hourly", prices.reserved),
        ("spot_hourly", prices.spot),
        ("payg_hourly", prices.payg),
    ] {
        check_dec(field, v, Decimal::from(1_000_000))?;
    }
    if prices.payg.is_zero() {
        return Err(err("payg_hourly", CostErrorKind::Zero));
    }
    check_dec("spot_share", prices.spot_share, Decimal::ONE)?;
    Ok(())
}

/// A demand's hours at or above each count of units, and its unit-hours above each reservation.
struct DemandCounts {
    /// Hours in the period.
    hours: u64,
    /// The most units an hour needs.
    peak: u32,
    /// For each k, the hours with demand ≥ k.
    at_least: Vec<u64>,
    /// For each k, the unit-hours above a reservation of k.
    above_by_k: Vec<u64>,
}

impl DemandCounts {
    /// The counts of `demand`, each in one pass.
    fn of(demand: &[u32]) -> DemandCounts {
        let peak = demand.iter().copied().max().unwrap_or(0);
        // Count of hours with demand ≥ k, for every k, in one pass.
        let mut at_least = vec![0u64; peak as usize + 2];
        for &d in demand {
            if let Some(slot) = at_least.get_mut(d as usize) {
                *slot += 1;
            }
        }
        for k in (0..=peak as usize).rev() {
            let above = at_least.get(k + 1).copied().unwrap_or(0);
            if let Some(slot) = at_least.get_mut(k) {
                *slot += above;
            }
        }
        // Unit-hours above a reservation of k: Σ max(d − k, 0) = Σ_{j > k} count(≥ j).
        let mut above_by_k = vec![0u64; peak as usize + 1];
        for k in (0..peak as usize).rev() {
            let next = above_by_k.get(k + 1).copied().unwrap_or(0);
            let exceeds = at_least.get(k + 1).copied().unwrap_or(0);
            if let Some(slot) = above_by_k.get_mut(k) {
                *slot = next + exceeds;
            }
        }
        DemandCounts { hours: demand.len() as u64, peak, at_least, above_by_k }
    }

    /// The hours with demand ≥ k.
    fn exceeds(&self, k: u32) -> u64 {
        self.at_least.get(k as usize).copied().unwrap_or(0)
    }

    /// The unit-hours above a reservation of k.
    fn above(&self, k: u32) -> u64 {
        self.above_by_k.get(k as usize).copied().unwrap_or(0)
    }
}

/// The number of units to reserve: the threshold count with the Spot share exact, then the
/// cheapest as billed among the counts around it that could still beat it.
fn cheapest_reservation(d: &DemandCounts, p: &FleetPrices) -> u32 {
    let blended = p.blended();
    // P(demand ≥ k) > reserved ÷ blended  ⇔  count(≥ k) × blended > reserved × hours, compared
    // exactly (and without dividing by a blended price of zero).
    let reserved_total = p.reserved * Decimal::from(d.hours);
    let mut reserved = 0u32;
    while reserved < d.peak && Decimal::from(d.exceeds(reserved + 1)) * blended > reserved_total {
        reserved += 1;
    }
    // The cost with the Spot share exact (convex in k), and as billed, Spot hours rounded down.
    let exact = |k: u32| {
        Decimal::from(u64::from(k) * d.hours) * p.reserved + Decimal::from(d.above(k)) * blended
    };
    let billed = |k: u32| p.billed(u64::from(k) * d.hours, d.above(k));
    // Rounding moves a count's cost by less than one unit-hour of (pay-as-you-go − Spot): down
    // by less than (Spot − pay-as-you-go) where Spot is dearer, never down otherwise. Only the
    // counts whose exact cost less that slack is below the best billed cost can beat it.
    let slack = (p.spot - p.payg).max(Decimal::ZERO);
    let could_beat = |k: u32, best: Decimal| exact(k) - slack < best;
    let best = (billed(reserved), reserved);
    let best = cheapest_along(best, reserved + 1..=d.peak, &could_beat, &billed);
    let best = cheapest_along(best, (0..reserved).rev(), &could_beat, &billed);
    best.1
}

/// The cheapest `(cost, count)`, starting from `best`, over `counts` taken in order while each
/// could still beat the best so far.
fn cheapest_along(
    mut best: (Decimal, u32),
    counts: impl Iterator<Item = u32>,
    could_beat: &dyn Fn(u32, Decimal) -> bool,
    billed: &dyn Fn(u32) -> Decimal,
) -> (Decimal, u32) {
    for k in counts {
        if !could_beat(k, best.0) {
            break;
        }
        let c = billed(k);
        if c < best.0 {
            best = (c, k);
        }
    }
    best
}

// ---------------------------------------------------------------------------------------------
// d. Buy or rent

/// Inputs of the buy-or-rent analysis.
#[derive(Debug, Clone, PartialEq)]
pub struct BuyInput {
    /// Price of the GPUs, USD (the street price from the data, or the user's).
    pub hardware: Decimal,
    /// The rest of the server: chassis, CPUs, memory, network, USD.
    pub server_overhead: Decimal,
    /// Power drawn while working, watts.
    pub power_watts: f64,
    /// Power usage effectiveness of the room (≥ 1).
    pub pue: f64,
    /// Electricity, USD per kWh.
    pub price_per_kwh: Decimal,
    /// Hosting, USD per month.
    pub hosting_monthly: Decimal,
    /// Years the purchase is written off over.
    pub depreciation_years: u32,
    /// Share of the month the machine works (0–1).
    pub utilisation: f64,
    /// Cloud prices per VM-hour to compare against, by model.
    pub cloud_hourly: Vec<(PricingModel, Decimal)>,
}

/// Owning against renting.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BuyResult {
    /// Depreciation + power + hosting per month.
    #[serde(with = "rust_decimal::serde::str")]
    pub owning_monthly: Decimal,
    /// Power and hosting per month (what owning costs once bought).
    #[serde(with = "rust_decimal::serde::str")]
    pub running_monthly: Decimal,
    /// For each cloud model: its monthly cost at this utilisation, and the month from which
    /// buying has cost less in total (`None` if never).
    pub break_even: Vec<(PricingModel, Decimal, Option<Decimal>)>,
    /// Chart points: (month, cumulative owning cost, cumulative cost per cloud model).
    pub cumulative: Vec<(u32, Decimal, Vec<Decimal>)>,
}

/// The monthly cost of owning, and the month buying overtakes each way of renting.
pub fn buy_or_rent(input: &BuyInput) -> Result<BuyResult, CostError> {
    let max = Decimal::from(1_000_000_000u64);
    let hardware = check_dec("hardware", input.hardware, max)?;
    let overhead = check_dec("server_overhead", input.server_overhead, max)?;
    check_f64("power_watts", input.power_watts, 0.0, 1.0e7)?;
    check_f64("pue", input.pue, 1.0, 5.0)?;
    check_dec("price_per_kwh", input.price_per_kwh, Decimal::from(100))?;
    check_dec("hosting_monthly", input.hosting_monthly, max)?;
    if !(1..=20).contains(&input.depreciation_years) {
        return Err(err("depreciation_years", CostErrorKind::OutOfRange { min: 1, max: 20 }));
    }
    check_f64("utilisation", input.utilisation, 0.0, 1.0)?;
    // kWh a month = W / 1000 × PUE × 730 h × utilisation.
    let kwh =
        input.power_watts / 1000.0 * input.pue * f64::from(HOURS_PER_MONTH) * input.utilisation;
    let too_large = || err("power_watts", CostErrorKind::TooLarge(Limit::Decimal));
    let running = money(kwh, input.price_per_kwh).ok_or_else(too_large)? + input.hosting_monthly;
    let purchase = hardware + overhead;
    let owning = purchase / Decimal::from(input.depreciation_years * 12) + running;
    let hours = f64::from(HOURS_PER_MONTH) * input.utilisation;
    let mut rent: Vec<(PricingModel, Decimal)> = Vec::new();
    // What renting costs over `months`: a commitment's with one division at the end, so that
    // whole terms come to exact term totals; by use, the month's cost × months.
    let mut rent_over: Vec<Box<dyn Fn(Decimal) -> Decimal>> = Vec::new();
    for (m, p) in &input.cloud_hourly {
        check_dec("cloud_hourly", *p, Decimal::from(1_000_000))?;
        let (m, p) = (*m, *p);
        let committed = matches!(
            m,
            PricingModel::SavingsPlan1y
                | PricingModel::SavingsPlan3y
                | PricingModel::Reservation1y
                | PricingModel::Reservation3y
        );
        let monthly = if committed {
            rent_over.push(Box::new(move |months| committed_over(m, p, months)));
            committed_monthly(m, p)
        } else {
            let monthly = money(hours, p).ok_or_else(too_large)?;
            rent_over.push(Box::new(move |months| monthly * months));
            monthly
        };
        rent.push((m, monthly));
    }
    // Buying has cost less by month m once purchase + m × running ≤ m × rent.
    let break_even = rent
        .iter()
        .map(|(m, monthly)| {
            let gap = *monthly - running;
            let month = (gap > Decimal::ZERO).then(|| purchase / gap);
            (*m, *monthly, month)
        })
        .collect();
    let horizon = input.depreciation_years * 12;
    let cumulative = (0..=horizon)
        .map(|m| {
            let md = Decimal::from(m);
            (m, purchase + running * md, rent_over.iter().map(|over| over(md)).collect())
        })
        .collect();
    Ok(BuyResult { owning_monthly: owning, running_monthly: running, break_even, cumulative })
}

/// The street price of a size's GPUs from the data, where one is known: the low end of the
/// range per GPU × GPUs.
pub fn street_price(c: &Catalog, size: &str) -> Option<Decimal> {
    let s = c.size(size)?;
    let p = c.gpu_of(s)?.price.as_ref()?;
    let per_gpu = p.usd_low / Decimal::from(p.units);
    Some(s.gpu_count.per_vm(per_gpu))
}

// ---------------------------------------------------------------------------------------------
// e. Governance

/// Inputs of the governance savings.
#[derive(Debug, Clone, PartialEq)]
pub struct GovernanceInput {
    /// Compute cost per month now, USD.
    pub compute_monthly: Decimal,
    /// Share of those hours the machines sit idle and could be shut down (0–1).
    pub idle_share: Decimal,
    /// GB in Hot that could move to a cooler tier.
    pub gb_to_tier: Decimal,
    /// Hot and target tier prices per GB-month.
    pub hot_gb_month: Decimal,
    /// The cooler tier's price per GB-month.
    pub cool_gb_month: Decimal,
    /// GB of old snapshots that could be deleted.
    pub snapshot_gb: Decimal,
    /// Snapshot price per GB-month.
    pub snapshot_gb_month: Decimal,
}

/// Monthly savings from each lever.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GovernanceResult {
    /// Shutting down idle hours.
    #[serde(with = "rust_decimal::serde::str")]
    pub auto_shutdown: Decimal,
    /// Moving data to the cooler tier.
    #[serde(with = "rust_decimal::serde::str")]
    pub tiering: Decimal,
    /// Deleting old snapshots.
    #[serde(with = "rust_decimal::serde::str")]
    pub snapshots: Decimal,
    /// The sum.
    #[serde(with = "rust_decimal::serde::str")]
    pub total: Decimal,
}

/// Savings per month from auto-shutdown, tiering and snapshot clean-up.
pub fn governance(input: &GovernanceInput) -> Result<GovernanceResult, CostError> {
    let max = Decimal::from(1_000_000_000u64);
    check_dec("compute_monthly", input.compute_monthly, max)?;
    check_dec("idle_share", input.idle_share, Decimal::ONE)?;
    check_dec("gb_to_tier", input.gb_to_tier, max)?;
    check_dec("hot_gb_month", input.hot_gb_month, Decimal::from(100))?;
    check_dec("cool_gb_month", input.cool_gb_month, Decimal::from(100))?;
    check_dec("snapshot_gb", input.snapshot_gb, max)?;
    check_dec("snapshot_gb_month", input.snapshot_gb_month, Decimal::from(100))?;
    let auto_shutdown = input.compute_monthly * input.idle_share;
    let tiering =
        (input.gb_to_tier * (input.hot_gb_month - input.cool_gb_month)).max(Decimal::ZERO);
    let snapshots = input.snapshot_gb * input.snapshot_gb_month;
    Ok(GovernanceResult {
        auto_shutdown,
        tiering,
        snapshots,
        total: auto_shutdown + tiering + snapshots,
    })
}
