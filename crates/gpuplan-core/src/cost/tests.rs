//! Cost tests: worked examples with the arithmetic beside each, bad inputs naming their field,
//! and properties that hold for any estimate.

use proptest::prelude::*;
use rust_decimal::Decimal;

use super::estimate::{self, CostError, CostErrorKind, Estimate, LineNote, PriceOrigin, evaluate};
use super::money::{Currency, Locale, format_money};
use crate::catalog::{Catalog, Os, PriceAnswer, PricingModel};
use crate::dataset::{Dataset, embedded};

fn data() -> &'static Dataset {
    use std::sync::OnceLock;
    static D: OnceLock<Dataset> = OnceLock::new();
    D.get_or_init(|| embedded().unwrap_or_else(|e| panic!("{e:?}")))
}

fn catalog() -> &'static Catalog {
    &data().catalog
}

fn d(s: &str) -> Decimal {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn run(json: &str) -> estimate::EstimateResult {
    let input = estimate::parse(json).unwrap();
    evaluate(&input, catalog(), &data().rates, crate::date::test_day())
        .unwrap_or_else(|e| panic!("{json}: {e:?}"))
}

/// The errors an estimate produces, as (field, kind) pairs.
fn errors(json: &str) -> Vec<(String, CostErrorKind)> {
    match estimate::parse(json) {
        Err(e) => vec![(e.field, e.kind)],
        Ok(input) => match evaluate(&input, catalog(), &data().rates, crate::date::test_day()) {
            Ok(r) => panic!("accepted: {r:?}"),
            Err(es) => es.into_iter().map(|e| (e.field, e.kind)).collect(),
        },
    }
}

fn snapshot(size: &str, region: &str, os: Os, model: PricingModel) -> Decimal {
    match catalog().price(size, region, os, model, crate::date::test_day()) {
        PriceAnswer::Found(p) => p.price,
        other => panic!("{size} {region}: {other:?}"),
    }
}

#[test]
fn user_priced_payg_compute() {
    // 2 VMs × 98.32 USD/h × 300 h a month = 58,992 a month; × 3 months = 176,976.
    let r = run(
        r#"{"months": 3, "lines": [{"kind": "compute", "size": "Standard_ND96isr_H100_v5", "region": "eastus",
        "count": 2, "hours_per_month": 300, "user_price": "98.32"}]}"#,
    );
    assert_eq!((r.monthly, r.upfront, r.total), (d("58992"), d("0"), d("176976")));
    assert_eq!(r.lines.first().map(|l| &l.origin), Some(&PriceOrigin::UserPrice));
    // 176,976 over 2 × 300 × 3 = 1,800 VM-hours = 98.32 an hour.
    assert_eq!(r.effective_hourly, Some(d("98.32")));
}

#[test]
fn snapshot_priced_compute_with_discount() {
    let p = snapshot("Standard_NC4as_T4_v3", "westeurope", Os::Linux, PricingModel::Payg);
    // p × 730 h × (1 − 10 %) a month; 12 months.
    let r = run(
        r#"{"months": 12, "discount_pct": 10, "lines": [{"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope"}]}"#,
    );
    assert_eq!(r.monthly, p * d("730") * d("0.9"));
    assert_eq!(r.total, p * d("730") * d("0.9") * d("12"));
    assert!(
        matches!(r.lines.first().map(|l| &l.origin), Some(PriceOrigin::Snapshot { source, .. }) if source == "prices-radar")
    );
}

#[test]
fn reservation_paid_up_front_or_monthly_has_the_same_total() {
    // NC6s v3 westeurope, 1 year: 21,332 USD per VM for the term (2022 record). 2 VMs.
    let base = r#"{"months": 12, "lines": [{"kind": "compute", "size": "Standard_NC6s_v3", "region": "westeurope", "count": 2, "model": "reservation-1y", "payment": "PAY"}]}"#;
    let up = run(&base.replace("PAY", "upfront"));
    let monthly = run(&base.replace("PAY", "monthly"));
    // Up front: 2 × 21,332 = 42,664 at the start, nothing a month.
    assert_eq!((up.upfront, up.monthly, up.total), (d("42664"), d("0"), d("42664")));
    // Monthly: 42,664 / 12 = 3,555.33… a month, nothing at the start, the same 42,664 in all.
    assert_eq!((monthly.upfront, monthly.monthly), (d("0"), d("42664") / d("12")));
    assert_eq!(monthly.total.round_dp(20), d("42664"));
    // 18 months commit two 1-year terms: 85,328.
    let longer = run(&base.replace("PAY", "upfront").replace("\"months\": 12", "\"months\": 18"));
    assert_eq!(longer.total, d("85328"));
}

#[test]
fn savings_plan_commits_every_hour_of_the_term() {
    let s = snapshot("Standard_NC4as_T4_v3", "westeurope", Os::Linux, PricingModel::SavingsPlan1y);
    // Used 100 h a month, but the plan commits s × 730 h every month for 12 months.
    let r = run(
        r#"{"months": 6, "lines": [{"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope",
        "model": "savings-plan-1y", "payment": "monthly", "hours_per_month": 100}]}"#,
    );
    assert_eq!(r.monthly, s * d("730"));
    assert_eq!(r.total, s * d("730") * d("12"));
}

#[test]
fn devtest_bills_windows_at_the_linux_rate() {
    let linux = snapshot("Standard_NC4as_T4_v3", "westeurope", Os::Linux, PricingModel::Payg);
    let windows = snapshot("Standard_NC4as_T4_v3", "westeurope", Os::Windows, PricingModel::Payg);
    assert!(windows > linux, "the data has a Windows premium to remove");
    let r = run(
        r#"{"lines": [{"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "os": "windows", "model": "devtest"}]}"#,
    );
    assert_eq!(r.monthly, linux * d("730"));
    assert!(r.lines.first().is_some_and(|l| l.notes.contains(&LineNote::DevTestAtLinuxRate)));
}

#[test]
fn a_missing_price_names_the_line_unless_the_user_gives_one() {
    let json = r#"{"lines": [{"kind": "compute", "size": "Standard_ND96isr_H100_v5", "region": "westeurope", "model": "reservation-1y"}]}"#;
    assert_eq!(
        errors(json),
        vec![(
            "lines[0].model".to_owned(),
            CostErrorKind::NotInSnapshot("2026-08-20".parse().ok())
        )]
    );
    let priced = json.replace("\"reservation-1y\"", "\"reservation-1y\", \"user_price\": 600000");
    let r = run(&priced);
    // 600,000 for the year, paid up front.
    assert_eq!((r.upfront, r.total), (d("600000"), d("600000")));
    assert_eq!(r.lines.first().map(|l| &l.origin), Some(&PriceOrigin::UserPrice));
}

#[test]
fn disks_by_tier_by_size_and_premium_v2() {
    // P30 westeurope 148.68 a month × 2 disks × 12 months = 3,568.32.
    let r = run(
        r#"{"months": 12, "lines": [{"kind": "disk", "region": "westeurope", "family": "premium-ssd", "tier": "P30", "count": 2}]}"#,
    );
    assert_eq!((r.monthly, r.total), (d("297.36"), d("3568.32")));
    // 900 GiB rounds up to P30 (1,024 GiB).
    let by_size = run(
        r#"{"lines": [{"kind": "disk", "region": "westeurope", "family": "premium-ssd", "size_gib": 900}]}"#,
    );
    assert_eq!(by_size.monthly, d("148.68"));
    // Premium SSD v2, westeurope: 2,048 GiB × 0.00013 + (10,000 − 3,000) IOPS × 0.000008
    // + (400 − 125) MB/s × 0.000065 = 0.26624 + 0.056 + 0.017875 = 0.340115 an hour; × 730 = 248.28395.
    let v2 = run(
        r#"{"lines": [{"kind": "disk", "region": "westeurope", "family": "premium-ssd-v2", "size_gib": 2048, "iops": 10000, "mbps": 400}]}"#,
    );
    assert_eq!(v2.monthly, d("248.28395"));
    // Standard SSD by size: see regressions::a_standard_ssd_by_size_is_priced_at_the_smallest_tier_that_holds_it.
}

#[test]
fn blob_early_deletion_charges_the_rest_of_the_minimum() {
    // Cool westeurope 0.01 a GB-month, 1,000 GB for 1 month (30.4 days ≥ 30): 10, no charge.
    let cool =
        run(r#"{"lines": [{"kind": "blob", "region": "westeurope", "tier": "cool", "gb": 1000}]}"#);
    assert_eq!(cool.total, d("10"));
    // Archive westeurope 0.0018, 1,000 GB kept 1 month of its 180 days: 1.8 for the month, plus
    // 1,000 × 0.0018 × (180 × 24 / 730 − 1) months = 1.8 × 4.9178… = 8.852… for leaving early.
    let archive = run(
        r#"{"lines": [{"kind": "blob", "region": "westeurope", "tier": "archive", "gb": 1000}]}"#,
    );
    let expected = d("1.8") + d("1.8") * (d("4320") / d("730") - d("1"));
    assert!(
        (archive.total - expected).abs() < d("0.000000000000000001"),
        "{} vs {expected}",
        archive.total
    );
    assert!(
        // 180 minimum days less the 730 ÷ 24 = 30.42 days kept.
        archive.lines.first().is_some_and(|l| l
            .notes
            .contains(&LineNote::EarlyDeletion { days_short: d("149.58"), min_days: 180 }))
    );
}

#[test]
fn snapshots_are_billed_on_used_gb() {
    // Standard HDD snapshots westeurope 0.05 a GB-month × 200 GB × 6 months = 60.
    let r = run(
        r#"{"months": 6, "lines": [{"kind": "snapshot", "region": "westeurope", "family": "standard-hdd", "gb": 200}]}"#,
    );
    assert_eq!(r.total, d("60"));
}

#[test]
fn egress_walks_the_bands_after_the_free_allowance() {
    // North Europe, Internet routing, 12,000 GB a month: 100 free; 100–10,100 at 0.08 = 800;
    // 10,100–12,000 at 0.065 = 123.5; 923.5 a month.
    let r = run(
        r#"{"lines": [{"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 12000}]}"#,
    );
    assert_eq!(r.monthly, d("923.5"));
    // 80 GB is inside the free 100 GB.
    let free = run(
        r#"{"lines": [{"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 80}]}"#,
    );
    assert_eq!(free.total, d("0"));
    // East US, Microsoft routing: 0.087 up to 10,335 GB; the next band has no price.
    let small = run(r#"{"lines": [{"kind": "egress", "region": "eastus", "gb_per_month": 1100}]}"#);
    assert_eq!(small.monthly, d("87"));
    let big = r#"{"lines": [{"kind": "egress", "region": "eastus", "gb_per_month": 20000}]}"#;
    assert_eq!(errors(big).first().map(|e| e.0.as_str()), Some("lines[0].gb_per_month"));
    // With a user price for every billable GB: (20,000 − 100) × 0.05 = 995.
    assert_eq!(run(&big.replace("20000}", "20000, \"user_price\": 0.05}")).monthly, d("995"));
}

#[test]
fn transfer_between_regions_is_priced_within_a_continent() {
    // Within one region: free, by rule (not a user price).
    let same = run(
        r#"{"lines": [{"kind": "inter-region", "from": "westeurope", "to": "westeurope", "gb_per_month": 500}]}"#,
    );
    assert_eq!(same.total, d("0"));
    assert!(matches!(same.lines.first().map(|l| &l.origin), Some(PriceOrigin::Rule { .. })));
    // West Europe → North Europe: 500 GB × 0.02 = 10 a month (undated third-party rate).
    let r = run(
        r#"{"lines": [{"kind": "inter-region", "from": "westeurope", "to": "northeurope", "gb_per_month": 500}]}"#,
    );
    assert_eq!(r.monthly, d("10"));
    assert!(matches!(
        r.lines.first().map(|l| &l.origin),
        Some(PriceOrigin::Snapshot { as_of: None, .. })
    ));
    assert_eq!(
        errors(r#"{"lines": [{"kind": "inter-region", "from": "westeurope", "to": "eastus", "gb_per_month": 500}]}"#).first().map(|e| e.0.as_str()),
        Some("lines[0].to")
    );
}

#[test]
fn currency_conversion_applies_per_line_and_totals_stay_exact_sums() {
    let usd = run(
        r#"{"months": 3, "lines": [{"kind": "snapshot", "region": "westeurope", "family": "standard-hdd", "gb": 333},
        {"kind": "disk", "region": "westeurope", "family": "premium-ssd", "tier": "P10"}]}"#,
    );
    let eur = run(
        r#"{"currency": "EUR", "rate": "0.9137", "months": 3, "lines": [{"kind": "snapshot", "region": "westeurope", "family": "standard-hdd", "gb": 333},
        {"kind": "disk", "region": "westeurope", "family": "premium-ssd", "tier": "P10"}]}"#,
    );
    assert_eq!(eur.total, usd.total * d("0.9137"));
    assert_eq!(eur.total, eur.lines.iter().map(|l| l.total).sum::<Decimal>());
    let eur_code = Currency::try_from("EUR".to_owned()).unwrap_or(Currency::USD);
    assert_eq!(
        errors(r#"{"currency": "EUR", "lines": []}"#),
        vec![("rate".to_owned(), CostErrorKind::NeedsRate(eur_code))]
    );
}

// Typed errors keep the English wording the strings had.
#[test]
fn error_wording() {
    use estimate::{Limit, Missing};
    let check = |kind: CostErrorKind, expect: &str| assert_eq!(kind.to_string(), expect);
    let eur = Currency::try_from("EUR".to_owned()).unwrap_or(Currency::USD);
    check(CostErrorKind::NeedsRate(eur), "converting to EUR needs a rate (units per USD)");
    check(CostErrorKind::AtLeast(0.5), "must be at least 0.5");
    check(CostErrorKind::OutOfRange { min: 1, max: 120 }, "must be 1 to 120");
    check(CostErrorKind::TooLarge(Limit::Amount(d("1000000"))), "larger than 1000000");
    check(CostErrorKind::TooLarge(Limit::Figure(1e7)), "larger than 10000000");
    check(
        CostErrorKind::TooLarge(Limit::UnitsAnHour(100_000)),
        "larger than 100000 units in an hour",
    );
    check(CostErrorKind::Version(2), "version 2 is not 1");
    check(CostErrorKind::UnknownSize("X".into()), "no size \"X\" in the catalog");
    check(
        CostErrorKind::UnknownDiskTier { family: "premium-ssd".into(), tier: "P99".into() },
        "no premium-ssd tier \"P99\"",
    );
    check(
        CostErrorKind::NotInSnapshot("2026-08-20".parse().ok()),
        "not in the price snapshot (newest searched: 2026-08-20); give user_price",
    );
    check(CostErrorKind::NotInSnapshot(None), "not in the price snapshot; give user_price");
    check(
        CostErrorKind::NotInData(Missing::EgressBand { above_gb: d("100.0"), table: "T".into() }),
        "the egress band above 100 GB for T is not in the data; give user_price",
    );
    check(
        CostErrorKind::NotInData(Missing::Transfer { from: "a".into(), to: "b".into() }),
        "transfer from a to b (only rates within one continent are known) is not in the data; give user_price",
    );
    let e = estimate::CostError { field: "lines[2].count".into(), kind: CostErrorKind::Zero };
    assert_eq!(e.to_string(), "lines[2].count: must be more than zero");
}

#[test]
fn bad_inputs_name_their_field() {
    let line = |body: &str| {
        format!(
            r#"{{"lines": [{{"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope"{body}}}]}}"#
        )
    };
    let cases: Vec<(String, &str)> = vec![
        (line(r#", "count": -1"#), "lines[0].count"),
        (line(r#", "count": 0"#), "lines[0].count"),
        (line(r#", "count": 1e9"#), "lines[0].count"),
        (line(r#", "hours_per_month": 800"#), "lines[0].hours_per_month"),
        (line(r#", "discount_pct": 150"#), "lines[0].discount_pct"),
        (line(r#", "user_price": -5"#), "lines[0].user_price"),
        (r#"{"lines": [{"kind": "compute", "size": "Standard_Nope", "region": "westeurope"}]}"#.to_owned(), "lines[0].size"),
        (r#"{"lines": [{"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "mars"}]}"#.to_owned(), "lines[0].region"),
        (r#"{"months": 0, "lines": []}"#.to_owned(), "months"),
        (r#"{"months": 1000, "lines": []}"#.to_owned(), "months"),
        (r#"{"version": 2, "lines": []}"#.to_owned(), "version"),
        (r#"{"lines": [{"kind": "blob", "region": "westeurope", "tier": "glacier", "gb": 1}]}"#.to_owned(), "lines[0].tier"),
        (r#"{"lines": [{"kind": "egress", "region": "westeurope", "routing": "pigeon", "gb_per_month": 1}]}"#.to_owned(), "lines[0].routing"),
        (r#"{"lines": [{"kind": "disk", "region": "westeurope", "family": "premium-ssd-v2", "size_gib": 10, "iops": 90000}]}"#.to_owned(), "lines[0].iops"),
    ];
    for (json, field) in cases {
        let got = errors(&json);
        assert!(got.iter().any(|(f, _)| f == field), "{json}: {got:?}");
    }
    // Text the JSON reader refuses is named by its place.
    for json in [
        r#"{"lines": [{"kind": "compute", "size": "x", "region": "y", "count": "NaN"}]}"#,
        r#"{"months": 1e400, "lines": []}"#,
        r#"{"lines": [], "extra": 1}"#,
        "not json",
    ] {
        let got = errors(json);
        assert!(
            matches!(got.as_slice(), [(f, CostErrorKind::Parse(_))] if f.starts_with("line ")),
            "{json}: {got:?}"
        );
    }
}

#[test]
fn money_is_formatted_for_each_language() {
    assert_eq!(format_money(d("1234567.891"), Currency::USD, Locale::En), "$1,234,567.89");
    assert_eq!(format_money(d("1234567.891"), Currency::USD, Locale::Zh), "1,234,567.89 美元");
    let cny = Currency::try_from("CNY".to_owned()).unwrap_or(Currency::USD);
    assert_eq!(format_money(d("0.125"), cny, Locale::Zh), "0.12 元", "half to even");
    let jpy = Currency::try_from("JPY".to_owned()).unwrap_or(Currency::USD);
    assert_eq!(format_money(d("1500.5"), jpy, Locale::En), "¥1,500", "half to even, no decimals");
    assert_eq!(format_money(d("-42.005"), Currency::USD, Locale::En), "-$42.00");
    let chf = Currency::try_from("CHF".to_owned()).unwrap_or(Currency::USD);
    assert_eq!(format_money(d("1000"), chf, Locale::En), "1,000.00 CHF");
    assert!(
        Currency::try_from("usd".to_owned()).is_err()
            && Currency::try_from("DOLLARS".to_owned()).is_err()
    );
}

/// Sizes with a Linux pay-as-you-go price in westeurope, for generated estimates.
fn priced_sizes() -> Vec<String> {
    catalog()
        .prices
        .iter()
        .filter(|p| p.region == "westeurope" && p.os == Os::Linux && p.model == PricingModel::Payg)
        .map(|p| p.size.clone())
        .collect()
}

fn estimate_json(lines: &[(usize, u32, u32)], months: u32) -> String {
    let sizes = priced_sizes();
    let body: Vec<String> = lines
        .iter()
        .map(|(i, count, hours)| {
            let size = sizes.get(i % sizes.len()).cloned().unwrap_or_default();
            format!(r#"{{"kind": "compute", "size": "{size}", "region": "westeurope", "count": {count}, "hours_per_month": {hours}}},
                {{"kind": "blob", "region": "westeurope", "tier": "hot", "gb": {count}}},
                {{"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": {}}}"#, hours * 10)
        })
        .collect();
    format!(r#"{{"months": {months}, "lines": [{}]}}"#, body.join(","))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn totals_are_exact_sums_and_never_negative(lines in proptest::collection::vec((0usize..100, 1u32..50, 0u32..744), 0..8), months in 1u32..36) {
        let r = run(&estimate_json(&lines, months));
        prop_assert_eq!(r.total, r.lines.iter().map(|l| l.total).sum::<Decimal>());
        prop_assert_eq!(r.monthly, r.lines.iter().map(|l| l.monthly).sum::<Decimal>());
        prop_assert_eq!(r.upfront, r.lines.iter().map(|l| l.upfront).sum::<Decimal>());
        prop_assert!(r.lines.iter().all(|l| l.total >= Decimal::ZERO && l.monthly >= Decimal::ZERO && l.upfront >= Decimal::ZERO));
    }

    #[test]
    fn cost_never_falls_as_count_or_hours_rise(i in 0usize..100, count in 1u32..50, hours in 0u32..700, more_count in 0u32..10, more_hours in 0u32..44) {
        let base = run(&estimate_json(&[(i, count, hours)], 2)).total;
        let more = run(&estimate_json(&[(i, count + more_count, hours + more_hours)], 2)).total;
        prop_assert!(more >= base, "{} < {}", more, base);
    }

    /// Text that is not an estimate is an error at a place in the text, the same place its
    /// message gives; one that is reads back the same from the JSON it writes, and prices to one
    /// cost a line or to errors on fields it has.
    #[test]
    fn any_text_is_an_error_at_a_place_in_it_or_an_estimate_that_round_trips(text in "\\PC{0,200}") {
        match estimate::parse(&text) {
            Err(e) => {
                let CostErrorKind::Parse(message) = &e.kind else {
                    return Err(TestCaseError::fail(format!("{e:?}")));
                };
                let place = e.field.strip_prefix("line ").and_then(|p| p.split_once(" column "));
                let Some((Ok(line), Ok(column))) = place.map(|(l, c)| (l.parse::<usize>(), c.parse::<usize>())) else {
                    return Err(TestCaseError::fail(format!("no place: {e:?}")));
                };
                let lines: Vec<&str> = text.split('\n').collect();
                prop_assert!((1..=lines.len()).contains(&line), "{:?} in {} lines", e, lines.len());
                prop_assert!(column <= lines[line - 1].len(), "{:?} in {:?}", e, lines[line - 1]);
                prop_assert!(message.ends_with(&format!(" at line {line} column {column}")), "{:?}", e);
            }
            Ok(input) => {
                let json = serde_json::to_string(&input).unwrap_or_default();
                prop_assert_eq!(estimate::parse(&json).ok(), Some(input.clone()));
                match evaluate(&input, catalog(), &data().rates, crate::date::test_day()) {
                    Ok(r) => {
                        let indexes: Vec<usize> = r.lines.iter().map(|l| l.index).collect();
                        prop_assert_eq!(indexes, (0..input.lines.len()).collect::<Vec<_>>());
                        prop_assert_eq!(r.total, r.lines.iter().map(|l| l.total).sum::<Decimal>());
                    }
                    Err(es) => {
                        prop_assert!(!es.is_empty());
                        for e in es {
                            let top = ["version", "months", "hours_per_month", "discount_pct", "rate"];
                            let line = e.field.strip_prefix("lines[").and_then(|r| r.split_once("].")).and_then(|(i, _)| i.parse::<usize>().ok());
                            prop_assert!(top.contains(&e.field.as_str()) || line.is_some_and(|i| i < input.lines.len()), "{:?}", e);
                        }
                    }
                }
            }
        }
    }

    /// Compute lines with the months, a count, a size or a region out of range or unknown: each
    /// bad value is an error on its own field, with the right kind, and nothing else is, besides
    /// a known size without a price in a known region (an error on the line's model).
    #[test]
    fn each_bad_value_is_an_error_on_its_field_and_only_those_are(
        months in -2i64..130,
        lines in proptest::collection::vec((0usize..6, -2i64..100_003, 0usize..3), 1..4),
    ) {
        let sizes = priced_sizes();
        let regions = ["westeurope", "eastus", "nowhere"];
        let size = |i: usize| if i == 5 { "Standard_Nowhere".to_owned() } else { sizes[i * 7 % sizes.len()].clone() };
        let body: Vec<String> = lines
            .iter()
            .map(|(s, count, r)| format!(r#"{{"kind": "compute", "size": "{}", "region": "{}", "count": {count}}}"#, size(*s), regions[*r]))
            .collect();
        let json = format!(r#"{{"months": {months}, "lines": [{}]}}"#, body.join(","));
        let input = estimate::parse(&json).unwrap_or_else(|e| panic!("{json}: {e:?}"));
        let range_error = |v: i64, max: i64| match v {
            v if v < 0 => Some(CostErrorKind::Negative),
            0 => Some(CostErrorKind::Zero),
            v if v > max => Some(CostErrorKind::TooLarge(estimate::Limit::Amount(Decimal::from(max)))),
            _ => None,
        };
        let mut expected: Vec<(String, Option<CostErrorKind>)> = Vec::new();
        let mut may_fail = Vec::new();
        if let Some(kind) = range_error(months, i64::from(estimate::limits::MONTHS)) {
            expected.push(("months".into(), Some(kind.clone())));
            for i in 0..lines.len() {
                expected.push((format!("lines[{i}].months"), Some(kind.clone())));
            }
        } else {
            for (i, (s, count, r)) in lines.iter().enumerate() {
                let mut ok = true;
                if let Some(kind) = range_error(*count, i64::from(estimate::limits::COUNT)) {
                    expected.push((format!("lines[{i}].count"), Some(kind)));
                    ok = false;
                }
                if *s == 5 {
                    expected.push((format!("lines[{i}].size"), Some(CostErrorKind::UnknownSize(size(5)))));
                    ok = false;
                }
                if regions[*r] == "nowhere" {
                    expected.push((format!("lines[{i}].region"), Some(CostErrorKind::UnknownRegion("nowhere".into()))));
                    ok = false;
                }
                if ok {
                    may_fail.push(format!("lines[{i}].model"));
                }
            }
        }
        let got: Vec<CostError> = match evaluate(&input, catalog(), &data().rates, crate::date::test_day()) {
            Ok(r) => {
                prop_assert_eq!(r.lines.len(), lines.len());
                Vec::new()
            }
            Err(es) => es,
        };
        for (field, kind) in &expected {
            let e = got.iter().find(|e| &e.field == field);
            prop_assert!(e.is_some(), "no error on {} in {:?}", field, got);
            if let (Some(e), Some(kind)) = (e, kind) {
                prop_assert_eq!(&e.kind, kind, "{}", field);
            }
        }
        for e in &got {
            let listed = expected.iter().any(|(f, _)| f == &e.field) || may_fail.contains(&e.field);
            prop_assert!(listed, "unexpected {:?} for {}", e, json);
        }
    }
}

// The estimate's JSON form round-trips: what the CLI and the browser write, they read back.
#[test]
fn estimates_round_trip_through_json() {
    let json = r#"{"currency": "EUR", "rate": "0.92", "months": 6, "discount_pct": 5, "lines": [
        {"kind": "compute", "size": "Standard_NC4as_T4_v3", "region": "westeurope", "count": 3, "model": "spot"},
        {"kind": "disk", "region": "westeurope", "family": "premium-ssd-v2", "size_gib": 512, "iops": 6000, "mbps": 200},
        {"kind": "blob", "region": "westeurope", "tier": "cold", "gb": 20000, "months": 2},
        {"kind": "egress", "region": "northeurope", "routing": "internet", "gb_per_month": 3000},
        {"kind": "inter-region", "from": "westeurope", "to": "northeurope", "gb_per_month": 40}]}"#;
    let input: Estimate = estimate::parse(json).unwrap();
    let again: Estimate =
        estimate::parse(&serde_json::to_string(&input).unwrap_or_default()).unwrap();
    assert_eq!(again, input);
    assert_eq!(
        evaluate(&again, catalog(), &data().rates, crate::date::test_day()),
        evaluate(&input, catalog(), &data().rates, crate::date::test_day())
    );
}

mod analyses {
    use rust_decimal::Decimal;

    use super::{catalog, d, snapshot};
    use crate::catalog::{Os, PricingModel};
    use crate::cost::analysis::*;
    use crate::cost::estimate::CostErrorKind;

    #[test]
    fn break_even_points_agree_with_their_curves() {
        let c = catalog();
        let p = snapshot("Standard_NC4as_T4_v3", "westeurope", Os::Linux, PricingModel::Payg);
        let s =
            snapshot("Standard_NC4as_T4_v3", "westeurope", Os::Linux, PricingModel::SavingsPlan1y);
        let r = break_even(c, "Standard_NC4as_T4_v3", "westeurope", 24, crate::date::test_day())
            .unwrap();
        let plan = r
            .commitments
            .iter()
            .find(|x| x.model == PricingModel::SavingsPlan1y)
            .unwrap_or_else(|| panic!());
        // The plan costs s × 730 a month; pay-as-you-go costs p × 730 × u: equal at u = s / p.
        assert_eq!(plan.break_even_utilisation, Some(s / p));
        let u = plan.break_even_utilisation.unwrap_or_default();
        // The point lies on both curves, to the 28-digit precision of the quotient u.
        assert!((p * d("730") * u - plan.monthly).abs() < d("0.00000000000000000001"));
        // Used all month, 12 × s / p months of pay-as-you-go cost one year of the plan.
        assert_eq!(plan.break_even_months, Some(s * d("730") * d("12") / (p * d("730"))));
        // The duration curve: 12 months of the plan cost the same as its break-even months of
        // pay-as-you-go.
        let (_, at12) = r.by_months.get(11).cloned().unwrap_or_default();
        assert_eq!(at12.get(1).copied(), Some(plan.monthly * d("12")));
        // NC6s v3 in westeurope has 2022 reservation records: 21,332 for a year.
        let v100 =
            break_even(c, "Standard_NC6s_v3", "westeurope", 12, crate::date::test_day()).unwrap();
        let ri = v100
            .commitments
            .iter()
            .find(|x| x.model == PricingModel::Reservation1y)
            .unwrap_or_else(|| panic!());
        assert_eq!(ri.monthly, d("21332") * d("730") / d("8760"));
        assert_eq!(ri.break_even_utilisation, Some(ri.monthly / (v100.payg_hourly * d("730"))));
        assert!(
            matches!(break_even(c, "Standard_NC4as_T4_v3", "eastasia", 12, crate::date::test_day()), Err(e) if e.field == "region")
        );
    }

    #[test]
    fn every_priced_commitment_breaks_even_on_its_curves() {
        let c = catalog();
        let mut checked = 0;
        for p in c.prices.iter().filter(|p| p.os == Os::Linux && p.model == PricingModel::Payg) {
            let Ok(r) = break_even(c, &p.size, &p.region, 36, crate::date::test_day()) else {
                panic!("{p:?}")
            };
            for cm in &r.commitments {
                if let Some(u) = cm.break_even_utilisation {
                    // Equal to the 28-digit precision of the quotient u.
                    let gap = (r.payg_hourly * d("730") * u - cm.monthly).abs();
                    assert!(
                        gap < d("0.00000000000000000001"),
                        "{} {} {:?}: {gap}",
                        p.size,
                        p.region,
                        cm.model
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }

    fn spot_input(rate: f64) -> SpotInput {
        SpotInput {
            work_gpu_hours: 8.0 * 500.0,
            gpus_per_vm: 8.0,
            vms: 1.0,
            eviction_rate_per_hour: rate,
            checkpoint_hours: 0.1,
            restart_hours: 0.25,
            spot_hourly: d("23.62"),
            payg_hourly: d("127.816"),
        }
    }

    #[test]
    fn young_and_daly_intervals_match_the_worked_example() {
        // δ = 0.1 h, λ = 0.05 per hour → M = 20 h. Young: sqrt(2 × 0.1 × 20) = 2 h.
        assert!((young_interval(0.1, 20.0) - 2.0).abs() < 1e-12);
        // Daly: x = δ/2M = 0.0025, sqrt(x) = 0.05: 2 × (1 + 0.05/3 + 0.0025/9) − 0.1 = 1.93388…
        let expected = 2.0 * (1.0 + 0.05 / 3.0 + 0.0025 / 9.0) - 0.1;
        assert!((daly_interval(0.1, 20.0) - expected).abs() < 1e-12);
        // Past δ ≥ 2M, the interval is M.
        assert_eq!(daly_interval(50.0, 20.0), 20.0);
        let r = spot(&spot_input(0.05)).unwrap();
        assert!((r.daly_interval_hours - expected).abs() < 1e-12);
        assert_eq!(r.solve_hours, 500.0);
        assert!(r.expected_wall_hours > r.solve_hours);
    }

    #[test]
    fn spot_break_even_rate_agrees_with_its_curve() {
        let r = spot(&spot_input(0.05)).unwrap();
        let rate = r.break_even_eviction_rate.expect("spot is cheaper at first");
        // At the break-even rate, expected Spot cost meets pay-as-you-go (to a cent).
        let at = spot(&spot_input(rate)).unwrap();
        assert!(
            (at.spot_cost - at.payg_cost).abs() < d("0.01"),
            "{} vs {}",
            at.spot_cost,
            at.payg_cost
        );
        // The curve rises with the rate.
        let walls: Vec<f64> = r.curve.iter().map(|p| p.1).collect();
        assert!(walls.windows(2).all(|w| matches!(w, [a, b] if a <= b)));
        // Spot at the pay-as-you-go price never pays.
        let same = SpotInput { spot_hourly: d("127.816"), ..spot_input(0.05) };
        assert_eq!(spot(&same).map(|r| r.break_even_eviction_rate).ok(), Some(None));
        // Regression (the property test's shrunk case): the break-even search doubles the
        // eviction rate until Spot stops paying, and at such rates wall time × price can overflow
        // the decimal. Those rates count as "not cheaper", with no panic.
        let found = SpotInput {
            work_gpu_hours: 466_057.632_126_692_74,
            gpus_per_vm: 5.988_117_653_057_187,
            vms: 14.689_082_953_292_772,
            eviction_rate_per_hour: 0.0,
            checkpoint_hours: 1.892_413_203_176_419_4,
            restart_hours: 1.870_137_794_032_510_6,
            spot_hourly: d("0.38"),
            payg_hourly: d("0.39"),
        };
        let r = spot(&found).unwrap();
        assert!(r.break_even_eviction_rate.is_some_and(|b| b > 0.0 && b.is_finite()));
        // An eviction rate so high the job cannot finish is an error, not a zero cost.
        let hopeless = SpotInput { restart_hours: 900.0, ..spot_input(9.0) };
        assert!(matches!(spot(&hopeless), Err(e) if e.field == "eviction_rate_per_hour"));
        for (field, bad) in [
            (
                "eviction_rate_per_hour",
                SpotInput { eviction_rate_per_hour: f64::NAN, ..spot_input(0.1) },
            ),
            ("checkpoint_hours", SpotInput { checkpoint_hours: -1.0, ..spot_input(0.1) }),
            ("work_gpu_hours", SpotInput { work_gpu_hours: f64::INFINITY, ..spot_input(0.1) }),
        ] {
            assert!(matches!(spot(&bad), Err(e) if e.field == field), "{field}");
        }
    }

    #[test]
    fn mixed_fleet_reserves_while_demand_is_likely_enough() {
        // Demand over 6 hours: 1 1 2 2 3 4. Reserved 1, pay-as-you-go 2 an hour: ratio 0.5.
        // P(≥1) = 1 > 0.5, P(≥2) = 4/6 > 0.5, P(≥3) = 2/6 < 0.5: reserve 2.
        // Above 2: 1 + 2 = 3 unit-hours on pay-as-you-go. Cost 2 × 6 × 1 + 3 × 2 = 18;
        // all pay-as-you-go 13 × 2 = 26; saving 8.
        let r = mixed_fleet(&[1, 1, 2, 2, 3, 4], d("1"), d("0.4"), d("2"), d("0")).unwrap();
        assert_eq!((r.reserved, r.reserved_hours, r.payg_hours, r.spot_hours), (2, 12, 3, 0));
        assert_eq!((r.cost, r.all_payg_cost, r.saving), (d("18"), d("26"), d("8")));
        // Half the rest on Spot: an hour of the rest costs 0.5 × 0.4 + 0.5 × 2 = 1.2, and the
        // ratio is 1 / 1.2 = 0.83: P(≥1) = 1 reserves 1, P(≥2) = 4/6 does not. Above 1:
        // 0 + 0 + 1 + 1 + 2 + 3 = 7 unit-hours, floor(3.5) = 3 on Spot and 4 on pay-as-you-go:
        // 6 + 1.2 + 8 = 15.2 (reserving 2 as without Spot: 12 + 0.4 + 4 = 16.4).
        let half = mixed_fleet(&[1, 1, 2, 2, 3, 4], d("1"), d("0.4"), d("2"), d("0.5")).unwrap();
        assert_eq!((half.reserved, half.spot_hours, half.payg_hours), (1, 3, 4));
        assert_eq!(half.cost, d("15.2"));
        assert!(
            matches!(mixed_fleet(&[], d("1"), d("1"), d("2"), d("0")), Err(e) if e.field == "demand")
        );
        assert!(
            matches!(mixed_fleet(&[1], d("1"), d("1"), d("0"), d("0")), Err(e) if e.field == "payg_hourly")
        );
    }

    #[test]
    fn buy_or_rent_worked_example() {
        // 8 GPUs at 30,000 + 60,000 of server; 10,200 W × PUE 1.3 × 730 h = 9,679.8 kWh × 0.10
        // = 967.98 + hosting 1,000 = 1,967.98 a month to run. Over 4 years: 300,000 / 48 = 6,250
        // + 1,967.98 = 8,217.98 a month to own.
        let input = BuyInput {
            hardware: d("240000"),
            server_overhead: d("60000"),
            power_watts: 10_200.0,
            pue: 1.3,
            price_per_kwh: d("0.10"),
            hosting_monthly: d("1000"),
            depreciation_years: 4,
            utilisation: 1.0,
            cloud_hourly: vec![(PricingModel::Payg, d("98.32"))],
        };
        let r = buy_or_rent(&input).unwrap();
        assert_eq!(r.running_monthly.round_dp(6), d("1967.98"));
        assert_eq!(r.owning_monthly.round_dp(6), d("8217.98"));
        // Renting: 98.32 × 730 = 71,773.6 a month. Buying pays from 300,000 / (71,773.6 − 1,967.98)
        // = 4.2976… months.
        let (_, rent, month) = r.break_even.first().cloned().unwrap_or_else(|| panic!());
        assert_eq!(rent, d("71773.6"));
        let m = month.unwrap_or_default();
        assert_eq!(m.round_dp(4), d("4.2976"));
        assert!(
            matches!(buy_or_rent(&BuyInput { pue: 0.5, ..input.clone() }), Err(e) if e.field == "pue")
        );
        assert!(
            matches!(buy_or_rent(&BuyInput { depreciation_years: 0, ..input }), Err(e) if e.field == "depreciation_years")
        );
        // The street price the data holds: H100 SXM low end 25,000 × 8 GPUs.
        assert_eq!(street_price(catalog(), "Standard_ND96isr_H100_v5"), Some(d("200000")));
        assert_eq!(
            street_price(catalog(), "Standard_NV24ads_V710_v5"),
            None,
            "no price is invented"
        );
    }

    #[test]
    fn governance_worked_example() {
        // 10,000 of compute × 30 % idle = 3,000; 5,000 GB × (0.018032 − 0.01) = 40.16;
        // 2,000 GB of snapshots × 0.05 = 100; 3,140.16 a month.
        let r = governance(&GovernanceInput {
            compute_monthly: d("10000"),
            idle_share: d("0.3"),
            gb_to_tier: d("5000"),
            hot_gb_month: d("0.018032"),
            cool_gb_month: d("0.01"),
            snapshot_gb: d("2000"),
            snapshot_gb_month: d("0.05"),
        })
        .unwrap();
        assert_eq!(
            (r.auto_shutdown, r.tiering, r.snapshots, r.total),
            (d("3000"), d("40.16"), d("100"), d("3140.16"))
        );
        let bad = governance(&GovernanceInput {
            idle_share: d("1.5"),
            compute_monthly: d("1"),
            gb_to_tier: d("0"),
            hot_gb_month: d("0"),
            cool_gb_month: d("0"),
            snapshot_gb: d("0"),
            snapshot_gb_month: d("0"),
        });
        assert!(
            matches!(bad, Err(e) if e.field == "idle_share" && matches!(e.kind, CostErrorKind::TooLarge(_)))
        );
    }

    fn dec_cents(n: u32) -> Decimal {
        Decimal::new(i64::from(n), 2)
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..proptest::prelude::ProptestConfig::default() })]

        #[test]
        fn spot_results_are_finite_and_agree_with_their_break_even(
            work in 1.0f64..1.0e6, gpus in 1.0f64..8.0, vms in 1.0f64..16.0, rate in 0.0f64..0.5,
            ckpt in 0.001f64..2.0, restart in 0.0f64..2.0, spot_c in 1u32..100_000, payg_c in 1u32..100_000,
        ) {
            let input = SpotInput { work_gpu_hours: work, gpus_per_vm: gpus, vms, eviction_rate_per_hour: rate, checkpoint_hours: ckpt, restart_hours: restart, spot_hourly: dec_cents(spot_c), payg_hourly: dec_cents(payg_c) };
            if let Ok(r) = spot(&input) {
                proptest::prop_assert!(r.expected_wall_hours.is_finite() && r.expected_wall_hours >= r.solve_hours - 1e-9);
                proptest::prop_assert!(r.spot_cost >= Decimal::ZERO && r.payg_cost >= Decimal::ZERO);
                if let Some(b) = r.break_even_eviction_rate {
                    // Below the break-even rate Spot is cheaper. Half of it, or the highest
                    // rate the calculator accepts (10 an hour) when the break-even lies beyond
                    // (cheap checkpoints can put it at hundreds an hour): both are below it.
                    let probe = (b * 0.5).min(10.0);
                    let below = spot(&SpotInput { eviction_rate_per_hour: probe, ..input.clone() });
                    proptest::prop_assert!(below.is_ok_and(|x| x.spot_cost <= x.payg_cost));
                }
            }
        }

        #[test]
        fn mixed_fleet_never_costs_more_than_all_payg(demand in proptest::collection::vec(0u32..50, 1..500), r in 1u32..1000, s in 1u32..1000, extra in 0u32..1000, share in 0u32..=100) {
            // Reserved and Spot at most the pay-as-you-go price.
            let payg = dec_cents(r.max(s) + extra);
            let res = mixed_fleet(&demand, dec_cents(r), dec_cents(s), payg, Decimal::new(i64::from(share), 2));
            let Ok(f) = res else { return Err(proptest::test_runner::TestCaseError::fail("refused valid input")) };
            proptest::prop_assert!(f.cost >= Decimal::ZERO && f.cost <= f.all_payg_cost, "{} > {}", f.cost, f.all_payg_cost);
            proptest::prop_assert_eq!(f.saving, f.all_payg_cost - f.cost);
            proptest::prop_assert!(f.reserved <= demand.iter().copied().max().unwrap_or(0));
            // Every unit-hour of demand is served once: by the reservation, Spot or pay-as-you-go.
            let total: u64 = demand.iter().map(|d| u64::from(*d)).sum();
            let on_reserved: u64 = demand.iter().map(|d| u64::from((*d).min(f.reserved))).sum();
            proptest::prop_assert_eq!(on_reserved + f.spot_hours + f.payg_hours, total);
            proptest::prop_assert_eq!(f.reserved_hours, u64::from(f.reserved) * demand.len() as u64);
        }

        #[test]
        fn buy_or_rent_is_finite_and_owning_covers_running(hw in 0u32..1_000_000, watts in 0.0f64..20_000.0, pue in 1.0f64..3.0, kwh_c in 0u32..100, years in 1u32..10, util in 0.0f64..1.0, price_c in 1u32..100_000) {
            let input = BuyInput { hardware: Decimal::from(hw), server_overhead: Decimal::ZERO, power_watts: watts, pue, price_per_kwh: dec_cents(kwh_c), hosting_monthly: Decimal::ZERO, depreciation_years: years, utilisation: util, cloud_hourly: vec![(PricingModel::Payg, dec_cents(price_c))] };
            let Ok(r) = buy_or_rent(&input) else { return Err(proptest::test_runner::TestCaseError::fail("refused valid input")) };
            proptest::prop_assert!(r.running_monthly >= Decimal::ZERO && r.owning_monthly >= r.running_monthly);
            // Cumulative owning cost never falls with time.
            let owned: Vec<Decimal> = r.cumulative.iter().map(|(_, o, _)| *o).collect();
            proptest::prop_assert!(owned.windows(2).all(|w| matches!(w, [a, b] if a <= b)));
        }

        #[test]
        fn governance_total_is_the_exact_sum(c in 0u32..10_000_000, idle in 0u32..=100, gb in 0u32..1_000_000, hot in 0u32..10_000, cool in 0u32..10_000, snap in 0u32..1_000_000, sp in 0u32..10_000) {
            let r = governance(&GovernanceInput { compute_monthly: dec_cents(c), idle_share: Decimal::new(i64::from(idle), 2), gb_to_tier: Decimal::from(gb), hot_gb_month: Decimal::new(i64::from(hot), 5), cool_gb_month: Decimal::new(i64::from(cool), 5), snapshot_gb: Decimal::from(snap), snapshot_gb_month: Decimal::new(i64::from(sp), 5) });
            let Ok(r) = r else { return Err(proptest::test_runner::TestCaseError::fail("refused valid input")) };
            proptest::prop_assert_eq!(r.total, r.auto_shutdown + r.tiering + r.snapshots);
            proptest::prop_assert!(r.auto_shutdown >= Decimal::ZERO && r.tiering >= Decimal::ZERO && r.snapshots >= Decimal::ZERO);
        }
    }
}

#[test]
fn compute_total_is_compute_cost_total_for_every_line_and_fails_where_it_fails() {
    use estimate::{ComputeSpec, Payment, compute_cost, compute_total};
    let c = catalog();
    let mut compared = 0usize;
    let mut priced = 0usize;
    let sizes = c.sizes.iter().map(|s| s.name.as_str()).chain(["Standard_Nope"]);
    for size in sizes {
        for region in c.regions.iter().map(|r| r.name.as_str()).chain(["atlantis"]) {
            for os in Os::ALL {
                for model in PricingModel::ALL {
                    for (count, hours, months, discount, payment, user_price) in [
                        (d("1"), d("730"), d("1"), d("0"), Payment::Upfront, None),
                        (d("3"), d("200.5"), d("14"), d("12.5"), Payment::Monthly, None),
                        (d("2"), d("730"), d("40"), d("0"), Payment::Upfront, Some(d("3.25"))),
                        (d("0"), d("730"), d("1"), d("0"), Payment::Upfront, None),
                        (d("1"), d("731"), d("1"), d("-1"), Payment::Upfront, Some(d("0"))),
                    ] {
                        let spec = ComputeSpec {
                            size,
                            region,
                            count,
                            os,
                            model,
                            hours_per_month: hours,
                            months,
                            discount_pct: discount,
                            payment,
                            user_price,
                            today: crate::date::test_day(),
                        };
                        let full = compute_cost(c, &spec, "x").ok().map(|l| l.total);
                        assert_eq!(compute_total(c, &spec), full, "{spec:?}");
                        compared += 1;
                        priced += usize::from(full.is_some());
                    }
                }
            }
        }
    }
    assert!(priced > 1000 && priced < compared, "{priced} of {compared} lines priced");
}

/// Regressions of the cost engine: exactness over whole terms, the mixed fleet's rule with
/// Spot in the overflow, the egress allowance shared by the estimate's lines.
mod regressions;
