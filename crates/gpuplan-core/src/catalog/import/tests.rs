//! Importer tests on the fixtures in `test_data/import/`: the good pages give exactly the
//! records the API items describe; each malformed one is refused, naming the record and field.

use std::collections::HashSet;
use std::str::FromStr;

use rust_decimal::Decimal;

use super::{Context, ImportError, Meters, Outcome, classify, exact_decimal, read_page};
use crate::catalog::{Catalog, Os, PriceRecord, PricingModel};
use crate::dataset::embedded;
use crate::date::Date;

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/test_data/import");

fn catalog() -> Catalog {
    embedded().unwrap_or_else(|e| panic!("{e:?}")).catalog
}

fn meters() -> Meters {
    Meters::parse(include_str!("../../../../../content/data/meters.toml")).unwrap()
}

fn dec(s: &str) -> Decimal {
    Decimal::from_str(s).unwrap()
}

fn day(s: &str) -> Date {
    s.parse().unwrap()
}

/// Reads a page's text and classifies every item against the embedded catalog, with a default
/// date and source.
fn classify_page(text: &str, as_of: &str, source: &str) -> Result<Vec<Outcome>, ImportError> {
    let c = catalog();
    let m = meters();
    let sizes: HashSet<String> = c.sizes.iter().map(|s| s.name.clone()).collect();
    let ctx = Context {
        meters: &m,
        sizes: &sizes,
        sources: &c.sources,
        default_as_of: Some(day(as_of)),
        default_source: Some(source),
    };
    let page = read_page(text)?;
    let mut out = Vec::new();
    for item in &page.items {
        out.extend(classify(item, &ctx)?);
    }
    Ok(out)
}

/// Reads and classifies a fixture with default date 2026-08-20 and source `prices-radar`.
fn import(file: &str) -> Result<Vec<Outcome>, ImportError> {
    let text =
        std::fs::read_to_string(format!("{DIR}/{file}")).unwrap_or_else(|e| panic!("{file}: {e}"));
    classify_page(&text, "2026-08-20", "prices-radar")
}

fn summary(p: &PriceRecord) -> (String, &str, Os, PricingModel, Decimal) {
    (p.size.clone(), p.region.as_str(), p.os, p.model, p.price)
}

#[test]
fn envelope_page_gives_payg_savings_plans_spot_and_windows() {
    let out = import("good-envelope-page1.json").unwrap();
    let h = "Standard_NC40ads_H100_v5".to_owned();
    let priced: Vec<_> = out
        .iter()
        .filter_map(|o| if let Outcome::Priced(p) = o { Some(summary(p)) } else { None })
        .collect();
    assert_eq!(
        priced,
        vec![
            (h.clone(), "eastus", Os::Linux, PricingModel::Payg, dec("6.98")),
            (h.clone(), "eastus", Os::Linux, PricingModel::SavingsPlan1y, dec("5.1")),
            (h.clone(), "eastus", Os::Linux, PricingModel::SavingsPlan3y, dec("3.9")),
            (h.clone(), "eastus", Os::Linux, PricingModel::Spot, dec("1.396")),
            (h, "eastus", Os::Windows, PricingModel::Payg, dec("8.9")),
        ]
    );
}

#[test]
fn reservation_is_a_term_total_devtest_keeps_its_os_and_unknown_sizes_are_reported() {
    let out = import("good-envelope-page2.json").unwrap();
    let [Outcome::Priced(reservation), Outcome::Priced(devtest), Outcome::Unmapped(unknown)] =
        out.as_slice()
    else {
        panic!("{out:?}")
    };
    assert_eq!(
        summary(reservation),
        (
            "Standard_NC40ads_H100_v5".into(),
            "eastus",
            Os::Linux,
            PricingModel::Reservation1y,
            dec("36000")
        )
    );
    // 36000 USD over 8,760 hours.
    assert_eq!(reservation.hourly(), dec("36000") / dec("8760"));
    assert_eq!(
        summary(devtest),
        (
            "Standard_NC40ads_H100_v5".into(),
            "eastus",
            Os::Windows,
            PricingModel::DevTest,
            dec("6.98")
        )
    );
    assert!(
        unknown.name == "Standard_NC12" && unknown.reason.contains("not in the catalog"),
        "{unknown:?}"
    );
}

#[test]
fn wrapped_lines_map_meters_and_resolve_sources_and_dates() {
    let out = import("good-wrapped.jsonl").unwrap();
    let [
        Outcome::Priced(payg),
        Outcome::Priced(plan),
        Outcome::Priced(low),
        Outcome::Priced(karpenter),
        Outcome::Unmapped(undated),
    ] = out.as_slice()
    else {
        panic!("{out:?}")
    };
    let t4 = "Standard_NC4as_T4_v3".to_owned();
    assert_eq!(
        summary(payg),
        (t4.clone(), "westeurope", Os::Linux, PricingModel::Payg, dec("0.526"))
    );
    assert_eq!(payg.meter.as_deref(), Some("NC4as T4 v3"));
    assert_eq!((payg.as_of, payg.source.as_str()), (day("2026-08-20"), "prices-radar"));
    assert_eq!(
        summary(plan),
        (t4.clone(), "westeurope", Os::Linux, PricingModel::SavingsPlan1y, dec("0.3554"))
    );
    assert_eq!(
        summary(low),
        (t4.clone(), "westeurope", Os::Windows, PricingModel::LowPriority, dec("0.2"))
    );
    assert_eq!(summary(karpenter), (t4, "eastus", Os::Linux, PricingModel::Payg, dec("0.526")));
    assert_eq!(
        (karpenter.as_of, karpenter.source.as_str(), karpenter.meter.as_deref()),
        (day("2026-06-18"), "prices-karpenter", None)
    );
    assert!(undated.reason.contains("no as-of date"), "{undated:?}");
}

#[test]
fn malformed_inputs_are_refused_naming_record_and_field() {
    let cases = [
        ("bad-01-no-region.jsonl", "line 1", "armRegionName"),
        ("bad-02-price-is-text.jsonl", "line 1", "retailPrice"),
        ("bad-03-negative-price.jsonl", "line 1", "retailPrice"),
        ("bad-04-unknown-type.jsonl", "line 1", "type"),
        ("bad-05-reservation-without-term.jsonl", "line 1", "reservationTerm"),
        ("bad-06-reservation-bad-term.jsonl", "line 1", "reservationTerm"),
        ("bad-07-no-os.jsonl", "line 1", "productName"),
        ("bad-08-no-name.jsonl", "line 1", "skuName"),
        ("bad-09-bad-currency.jsonl", "line 1", "currencyCode"),
        ("bad-10-savings-plan-term.jsonl", "line 1", "savingsPlan[0].term"),
        ("bad-11-region-display-name.jsonl", "line 1", "armRegionName"),
        ("bad-12-truncated-line.jsonl", "line 2", ""),
        ("bad-13-items-not-array.json", "file", "Items"),
        ("bad-14-too-precise.jsonl", "line 1", "retailPrice"),
        ("bad-15-bad-date.jsonl", "line 1", "as_of"),
        ("bad-16-unknown-source.jsonl", "line 1", "source"),
        ("bad-17-not-an-object.jsonl", "line 1", ""),
        ("bad-18-empty.jsonl", "file", ""),
        ("bad-19-huge-number.jsonl", "line 1", ""),
    ];
    let on_disk = std::fs::read_dir(DIR).map(|d| {
        d.flatten().filter(|e| e.file_name().to_string_lossy().starts_with("bad-")).count()
    });
    assert_eq!(on_disk.ok(), Some(cases.len()), "every malformed fixture is in the table");
    for (file, record, field) in cases {
        match import(file) {
            Ok(out) => panic!("{file} was accepted: {out:?}"),
            Err(e) => {
                assert_eq!((e.record.as_str(), e.field.as_str()), (record, field), "{file}: {e}")
            }
        }
    }
}

#[test]
fn exact_decimals_come_through_json_numbers_unchanged() {
    for text in ["110.272", "35.3051478", "0.0559", "21332", "1.223", "0.000001"] {
        let v: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
        assert_eq!(exact_decimal(&v), Ok(dec(text)), "{text}");
    }
}

/// Classifies one API item (as an envelope page would carry it) dated 2026-11-30.
fn classify_one(item: serde_json::Value) -> Result<Vec<Outcome>, ImportError> {
    let text = serde_json::json!({ "Items": [item], "NextPageLink": null }).to_string();
    classify_page(&text, "2026-11-30", "azure-retail-prices-api")
}

/// A complete pay-as-you-go item as the API publishes it, with one field replaced.
fn api_item(field: &str, value: serde_json::Value) -> serde_json::Value {
    let mut item = serde_json::json!({
        "currencyCode": "USD", "tierMinimumUnits": 0.0, "retailPrice": 3.673, "unitPrice": 3.673,
        "armRegionName": "eastus", "location": "US East",
        "effectiveStartDate": "2023-01-01T00:00:00Z", "meterName": "NC24ads A100 v4",
        "productName": "Virtual Machines NCadsA100v4 Series", "skuName": "NC24ads A100 v4",
        "serviceName": "Virtual Machines", "serviceFamily": "Compute", "unitOfMeasure": "1 Hour",
        "type": "Consumption", "isPrimaryMeterRegion": true,
        "armSkuName": "Standard_NC24ads_A100_v4"
    });
    set(&mut item, field, value);
    item
}

fn set(item: &mut serde_json::Value, field: &str, value: serde_json::Value) {
    if let Some(o) = item.as_object_mut() {
        o.insert(field.to_owned(), value);
    }
}

fn left_out(out: &[Outcome]) -> Option<&str> {
    match out {
        [Outcome::Unmapped(u)] => Some(u.reason.as_str()),
        _ => None,
    }
}

fn priced(out: &[Outcome]) -> Vec<(PricingModel, Decimal)> {
    out.iter()
        .filter_map(|o| if let Outcome::Priced(p) = o { Some((p.model, p.price)) } else { None })
        .collect()
}

#[test]
fn the_baseline_item_is_priced_as_published() {
    let out = classify_one(api_item("type", "Consumption".into()));
    assert_eq!(out.map(|o| priced(&o)), Ok(vec![(PricingModel::Payg, dec("3.673"))]));
}

#[test]
fn another_currency_never_passes_as_usd() {
    let out = classify_one(api_item("currencyCode", "EUR".into())).unwrap_or_default();
    assert!(left_out(&out).is_some_and(|r| r.contains("EUR")), "{out:?}");
}

#[test]
fn other_services_are_left_out() {
    let out = classify_one(api_item("serviceName", "Virtual Machines Licenses".into()))
        .unwrap_or_default();
    assert!(left_out(&out).is_some_and(|r| r.contains("Licenses")), "{out:?}");
}

#[test]
fn units_of_several_hours_are_divided_and_others_refused() {
    let out = classify_one(api_item("unitOfMeasure", "100 Hours".into()));
    assert_eq!(out.map(|o| priced(&o)), Ok(vec![(PricingModel::Payg, dec("0.03673"))]));
    for unit in ["1/Month", "1 GB", "0 Hours", "Hour", "1 Hour per VM"] {
        let e = classify_one(api_item("unitOfMeasure", unit.into()));
        assert_eq!(
            e.map_err(|e| (e.field, e.setup)),
            Err(("unitOfMeasure".into(), false)),
            "{unit}"
        );
    }
    let mut reservation = api_item("type", "Reservation".into());
    set(&mut reservation, "reservationTerm", "1 Year".into());
    set(&mut reservation, "unitOfMeasure", "10 Hours".into());
    assert_eq!(classify_one(reservation).map_err(|e| e.field), Err("unitOfMeasure".into()));
}

#[test]
fn future_and_ended_prices_are_not_todays() {
    let out = classify_one(api_item("effectiveStartDate", "2027-01-01T00:00:00Z".into()))
        .unwrap_or_default();
    assert!(left_out(&out).is_some_and(|r| r.contains("takes effect on 2027-01-01")), "{out:?}");
    let out = classify_one(api_item("effectiveEndDate", "2026-10-31T23:59:00Z".into()))
        .unwrap_or_default();
    assert!(left_out(&out).is_some_and(|r| r.contains("ended on 2026-10-31")), "{out:?}");
    let bad = classify_one(api_item("effectiveStartDate", "soon".into()));
    assert_eq!(bad.map_err(|e| e.field), Err("effectiveStartDate".into()));
}

#[test]
fn an_empty_arm_name_counts_as_absent() {
    // With the ARM name empty, the meter name decides: the item is either priced for the size
    // the meter maps to, or left out under the meter's name, never under "".
    let out = classify_one(api_item("armSkuName", "".into())).unwrap();
    assert!(!out.is_empty());
    for o in &out {
        match o {
            Outcome::Priced(p) => assert_eq!(
                (p.size.as_str(), p.meter.as_deref()),
                ("Standard_NC24ads_A100_v4", Some("NC24ads A100 v4"))
            ),
            Outcome::Unmapped(u) => assert_eq!(u.name, "NC24ads A100 v4", "{u:?}"),
        }
    }
}
