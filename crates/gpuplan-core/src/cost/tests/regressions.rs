use proptest::prelude::*;
use rust_decimal::Decimal;

use super::{catalog, d, errors, run};
use crate::catalog::{Os, PricingModel};
use crate::cost::analysis::{BuyInput, break_even, buy_or_rent, mixed_fleet};
use crate::cost::estimate::LineNote;
use crate::cost::estimate::PriceOrigin;
use crate::cost::estimate::{ComputeSpec, Payment, compute_total};

// Regression: a 3-year reservation's total printed 32149.000000000000000000000001. NC6s v3,
// westeurope, 3 years: 32,149 USD for the term (2022 record). The engine divided the term's
// total by 36 months and multiplied it back; 32,149 / 36 does not terminate.
#[test]
fn a_reservation_over_whole_terms_costs_its_term_total_exactly() {
    for payment in ["upfront", "monthly"] {
        let r = run(&format!(
            r#"{{"months": 36, "lines": [{{"kind": "compute", "size": "Standard_NC6s_v3", "region": "westeurope", "model": "reservation-3y", "payment": "{payment}"}}]}}"#
        ));
        assert_eq!(r.total.normalize().to_string(), "32149", "{payment}");
    }
    // The break-even chart's cumulative cost at 36 months: one term, 32,149.
    let be = break_even(catalog(), "Standard_NC6s_v3", "westeurope", 36, crate::date::test_day())
        .unwrap();
    let i = be.commitments.iter().position(|c| c.model == PricingModel::Reservation3y);
    let i = i.unwrap_or_else(|| panic!("no 3-year reservation")) + 1;
    let at_36 = be.by_months.last().and_then(|(_, costs)| costs.get(i).copied());
    assert_eq!(at_36.map(|v| v.normalize().to_string()).as_deref(), Some("32149"));
    // Buy or rent, renting on the same reservation: 36 months are one term, 32,149.
    let buy = buy_or_rent(&BuyInput {
        hardware: d("1"),
        server_overhead: d("0"),
        power_watts: 0.0,
        pue: 1.0,
        price_per_kwh: d("0"),
        hosting_monthly: d("0"),
        depreciation_years: 3,
        utilisation: 1.0,
        cloud_hourly: vec![(PricingModel::Reservation3y, d("32149"))],
    })
    .unwrap();
    let rent_36 = buy.cumulative.iter().find(|(m, _, _)| *m == 36).and_then(|(_, _, r)| r.first());
    assert_eq!(rent_36.map(|v| v.normalize().to_string()).as_deref(), Some("32149"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    // For any price with at most 4 decimals, whole terms of any commitment cost the exact
    // product worked out here, with no more decimals than its factors: price (≤ 4) × the
    // discount's share kept (≤ 2 for a whole percent). A division left in the path shows as
    // a residue in the 28th digit.
    #[test]
    fn commitments_over_whole_terms_are_exact_products(
        units in 1u64..10_000_000_000, count in 1u32..100, terms in 1u32..4,
        model in 0usize..4, discount in 0u32..100, monthly in any::<bool>(),
    ) {
        let price = Decimal::new(units as i64, 4);
        let model = [PricingModel::Reservation1y, PricingModel::Reservation3y, PricingModel::SavingsPlan1y, PricingModel::SavingsPlan3y][model];
        let term_months: u32 = if matches!(model, PricingModel::Reservation1y | PricingModel::SavingsPlan1y) { 12 } else { 36 };
        let months = Decimal::from(term_months * terms);
        let spec = ComputeSpec {
            size: "Standard_NC6s_v3", region: "westeurope", count: Decimal::from(count), os: Os::Linux,
            model, hours_per_month: Decimal::from(730), months, discount_pct: Decimal::from(discount),
            payment: if monthly { Payment::Monthly } else { Payment::Upfront }, user_price: Some(price),
            today: crate::date::test_day(),
        };
        let total = compute_total(catalog(), &spec).unwrap_or_else(|| panic!("{spec:?}"));
        // A reservation's price is the term's total; a savings plan's is hourly, for 730 hours
        // of each month of the term.
        let per_term = match model {
            PricingModel::Reservation1y | PricingModel::Reservation3y => price,
            _ => price * Decimal::from(730 * term_months),
        };
        let keep = Decimal::from(100 - discount) / Decimal::from(100);
        let expected = per_term * Decimal::from(count) * keep * Decimal::from(terms);
        prop_assert_eq!(total, expected);
        prop_assert!(total.normalize().scale() <= 6, "{}", total);
    }

    // Renting on a commitment in buy or rent: at every whole term the cumulative rent is the
    // term's total × terms, exactly.
    #[test]
    fn buy_or_rent_commitments_are_exact_at_whole_terms(units in 1u64..1_000_000_000, three in any::<bool>()) {
        let price = Decimal::new(units as i64, 4);
        let (model, term) = if three { (PricingModel::Reservation3y, 36) } else { (PricingModel::Reservation1y, 12) };
        let buy = buy_or_rent(&BuyInput {
            hardware: d("1"), server_overhead: d("0"), power_watts: 0.0, pue: 1.0,
            price_per_kwh: d("0"), hosting_monthly: d("0"), depreciation_years: 6,
            utilisation: 1.0, cloud_hourly: vec![(model, price)],
        }).unwrap();
        for (m, _, rent) in buy.cumulative.iter().filter(|(m, _, _)| m % term == 0) {
            prop_assert_eq!(rent.first().copied(), Some(price * Decimal::from(m / term)));
        }
    }
}

/// A fleet's cost with `k` reserved, worked out independently of the analysis: every hour,
/// min(d, k) on the reservation; the overflow's unit-hours summed, `share` of them (rounded
/// down) on Spot and the rest on pay-as-you-go.
fn fleet_cost(
    demand: &[u32],
    k: u32,
    r: Decimal,
    s: Decimal,
    p: Decimal,
    share: Decimal,
) -> Decimal {
    let over: u64 = demand.iter().map(|x| u64::from(x.saturating_sub(k))).sum();
    let spot = (Decimal::from(over) * share).floor();
    Decimal::from(u64::from(k) * demand.len() as u64) * r
        + spot * s
        + (Decimal::from(over) - spot) * p
}

fn cheapest(demand: &[u32], r: Decimal, s: Decimal, p: Decimal, share: Decimal) -> Decimal {
    let peak = demand.iter().copied().max().unwrap_or(0);
    (0..=peak).map(|k| fleet_cost(demand, k, r, s, p, share)).min().unwrap_or_default()
}

// Regression: with Spot in the overflow the rule compared the reservation with pay-as-you-go
// and reserved too much. Demand 2,2,2,3,3,3,3,3,3,3 over 10 hours; reserved 0.6, Spot 0.3,
// pay-as-you-go 1 an hour, half the overflow on Spot.
// Old rule: P(≥ 3) = 0.7 > 0.6 / 1: reserve 3, 3 × 10 × 0.6 = 18.0.
// The overflow costs 0.5 × 0.3 + 0.5 × 1 = 0.65 an hour: 0.7 < 0.6 / 0.65 = 0.92, reserve 2:
// 2 × 10 × 0.6 = 12, overflow 7 unit-hours, floor(3.5) = 3 on Spot (0.9) and 4 on
// pay-as-you-go (4): 16.9.
#[test]
fn mixed_fleet_compares_the_reservation_with_the_blended_overflow() {
    let demand = [2, 2, 2, 3, 3, 3, 3, 3, 3, 3];
    let (r, s, p, share) = (d("0.6"), d("0.3"), d("1"), d("0.5"));
    let f = mixed_fleet(&demand, r, s, p, share).unwrap();
    assert_eq!((f.reserved, f.spot_hours, f.payg_hours), (2, 3, 4));
    assert_eq!(f.cost, d("16.9"));
    // Brute force over every count: 0 → 27 unit-hours over, 13 on Spot (3.9) and 14 (14):
    // 17.9; 1 → 6 + 17 over, 8 on Spot (2.4) and 9 (9): 17.4; 2 → 16.9; 3 → 18.
    assert_eq!(cheapest(&demand, r, s, p, share), d("16.9"));
    // Without Spot the rule is as before: 0.7 > 0.6, reserve 3.
    assert_eq!(mixed_fleet(&demand, r, s, p, d("0")).unwrap().reserved, 3);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    // The rule's choice costs no more than any other reserved count, for any prices (Spot
    // dearer than pay-as-you-go included) and share.
    #[test]
    fn mixed_fleet_picks_the_cheapest_reserved_count(
        demand in proptest::collection::vec(0u32..12, 1..60),
        r in 0u32..500, s in 0u32..500, p in 1u32..500, share in 0u32..=100,
    ) {
        let (r, s, p) = (Decimal::new(i64::from(r), 2), Decimal::new(i64::from(s), 2), Decimal::new(i64::from(p), 2));
        let share = Decimal::new(i64::from(share), 2);
        let f = mixed_fleet(&demand, r, s, p, share).unwrap();
        prop_assert_eq!(f.cost, fleet_cost(&demand, f.reserved, r, s, p, share));
        prop_assert_eq!(f.cost, cheapest(&demand, r, s, p, share));
    }
}

// Regression: the free 100 GB a month were given to every egress line. Two lines of 150 GB from
// North Europe (Internet routing, 0.08 a GB in the first band) came to 2 × 50 × 0.08 = 8.00.
// The allowance is the month's, once: 300 GB − 100 free = 200 × 0.08 = 16.00. In line order:
// the first line takes the 100 free GB, 50 × 0.08 = 4; the second has none left,
// 150 × 0.08 = 12.
#[test]
fn the_free_egress_allowance_is_the_months_once_shared_in_line_order() {
    let line = r#"{"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 150}"#;
    let r = run(&format!(r#"{{"months": 2, "lines": [{line}, {line}]}}"#));
    assert_eq!(r.monthly, d("16"));
    let per_line: Vec<Decimal> = r.lines.iter().map(|l| l.monthly).collect();
    assert_eq!(per_line, vec![d("4"), d("12")]);
    assert_eq!(r.total, r.lines.iter().map(|l| l.total).sum::<Decimal>());
    assert_eq!(r.total, d("32"));
    // The second line continues the first band where the first stopped: 150 + 10,000 GB, of
    // which 10,100 − 150 = 9,950 at 0.08 and the last 50 at 0.065: 796 + 3.25 = 799.25.
    let big = r#"{"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 10000}"#;
    let r = run(&format!(r#"{{"lines": [{line}, {big}]}}"#));
    assert_eq!(r.lines.iter().map(|l| l.monthly).collect::<Vec<_>>(), vec![d("4"), d("799.25")]);
    // 60 GB from West Europe (Microsoft routing, no bands in the data) and 60 GB from North
    // Europe: the first takes 60 free GB, the second the last 40 and pays 20 × 0.08 = 1.6.
    let r = run(r#"{"lines": [{"kind": "egress", "region": "westeurope", "gb_per_month": 60},
        {"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 60}]}"#);
    assert_eq!(r.lines.iter().map(|l| l.monthly).collect::<Vec<_>>(), vec![d("0"), d("1.6")]);
}

// Regression: egress inside the free allowance from a region whose routing has no bands in the
// data (West Europe, Microsoft routing) was an error asking for a price; nothing is billable,
// so it costs 0 by the allowance's rule, with its note.
#[test]
fn egress_inside_the_free_allowance_needs_no_price() {
    let r = run(
        r#"{"lines": [{"kind": "egress", "region": "westeurope", "routing": "microsoft", "gb_per_month": 50}]}"#,
    );
    assert_eq!((r.monthly, r.total), (d("0"), d("0")));
    let l = r.lines.first().unwrap_or_else(|| panic!());
    assert!(matches!(&l.origin, PriceOrigin::Rule { .. }), "{:?}", l.origin);
    assert!(
        l.notes.contains(&LineNote::FreeEgressShare { gb: d("50"), allowance_gb: d("100") }),
        "{:?}",
        l.notes
    );
    // Beyond the allowance the missing bands are still an error naming the region.
    let over = r#"{"lines": [{"kind": "egress", "region": "westeurope", "gb_per_month": 150}]}"#;
    assert_eq!(errors(over).first().map(|e| e.0.as_str()), Some("lines[0].region"));
}

// Regression: a Standard SSD disk given by size failed ("give the tier instead"): the data held
// the sizes of only two E tiers. Microsoft's Standard SSD sizes table gives all fourteen, so a
// size maps to the smallest tier that holds it: 100 GiB is an E10 (128 GiB), 129 GiB an E15
// (256 GiB), and the price is that tier's (West Europe, rates.toml: E10 9.60, E15 19.20 USD a
// month).
#[test]
fn a_standard_ssd_by_size_is_priced_at_the_smallest_tier_that_holds_it() {
    for (gib, monthly) in [("100", "9.60"), ("128", "9.60"), ("129", "19.20"), ("32767", "2457.60")]
    {
        let json = format!(
            r#"{{"months": 1, "lines": [{{"kind": "disk", "region": "westeurope", "family": "standard-ssd", "size_gib": {gib}}}]}}"#
        );
        let r = run(&json);
        assert_eq!(r.total, d(monthly), "{gib} GiB");
    }
    // Beyond E80's 32,767 GiB no tier holds it: an error on the size, not a made-up price.
    let over = r#"{"lines": [{"kind": "disk", "region": "westeurope", "family": "standard-ssd", "size_gib": 32768}]}"#;
    assert_eq!(errors(over).first().map(|e| e.0.as_str()), Some("lines[0].size_gib"));
}

// Regression: a retired size and a price four years older than the rest were priced without a
// word. NC6s v3 (NCv3, retired 2025-09-30 by the data) has a 3-year reservation dated
// 2022-06-06; the NC4as T4 v3 line beside it is priced from a 2026 snapshot.
#[test]
fn retired_sizes_and_old_prices_are_warned() {
    use crate::cost::warning::{OLD_PRICE_DAYS, PriceWarning};
    let r = run(r#"{"months": 36, "lines": [
        {"kind": "compute", "size": "Standard_NC6s_v3", "region": "westeurope", "model": "reservation-3y"},
        {"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope"}]}"#);
    let old = r.lines.first().unwrap_or_else(|| panic!());
    let newest = r
        .lines
        .iter()
        .filter_map(|l| match &l.origin {
            PriceOrigin::Snapshot { as_of, .. } => *as_of,
            _ => None,
        })
        .max()
        .unwrap_or_else(|| panic!());
    assert!(
        matches!(
            old.warnings.first(),
            Some(PriceWarning::RetiredSize { size, retired: Some(d) })
                if size == "Standard_NC6s_v3" && d.to_string() == "2025-09-30"
        ),
        "{:?}",
        old.warnings
    );
    assert!(
        old.warnings.iter().any(|w| matches!(w,
        PriceWarning::OldPrice { model: None, as_of, newest: n, days }
            if as_of.to_string() == "2022-06-06" && *n == newest && *days > OLD_PRICE_DAYS)),
        "{:?}",
        old.warnings
    );
    // The current size, priced from the newest snapshot: nothing to warn.
    assert_eq!(r.lines.get(1).map(|l| l.warnings.len()), Some(0));
    // The break-even calculator warns the same way, naming the old prices' models.
    let state: Vec<(String, String)> =
        [("size", "Standard_NC6s_v3"), ("region", "westeurope"), ("months", "36")]
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
    let be = crate::calc::break_even::break_even(&state, super::data(), crate::date::test_day())
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert!(
        matches!(be.warnings.first(), Some(PriceWarning::RetiredSize { .. })),
        "{:?}",
        be.warnings
    );
    assert!(
        be.warnings.iter().any(|w| matches!(
            w,
            PriceWarning::OldPrice { model: Some(PricingModel::Reservation3y), .. }
        )),
        "{:?}",
        be.warnings
    );
}
