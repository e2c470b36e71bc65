//! The reader's own prices: the importer's fixtures and the project's snapshot file read as a
//! reader's file, laid over the snapshot, and hostile files refused naming what and where. The
//! expected prices are the fixtures' own figures.

use std::collections::HashSet;
use std::str::FromStr;

use proptest::prelude::*;
use rust_decimal::Decimal;

use super::*;
use crate::catalog::PriceAnswer;
use crate::dataset::embedded;

const IMPORT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/test_data/import");
const SNAPSHOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../content/data/prices.jsonl");
const H100: &str = "Standard_NC40ads_H100_v5";

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{IMPORT}/{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn day(s: &str) -> Date {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e:?}"))
}

fn dec(s: &str) -> Decimal {
    Decimal::from_str(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The catalog, the meter mapping and the catalog's size names.
fn parts() -> (Catalog, Meters, HashSet<String>) {
    let c = embedded().unwrap_or_else(|e| panic!("{e:?}")).catalog;
    let m = Meters::parse(include_str!("../../../../../content/data/meters.toml"))
        .unwrap_or_else(|e| panic!("{e}"));
    let sizes = c.sizes.iter().map(|s| s.name.clone()).collect();
    (c, m, sizes)
}

fn read(text: &str, dated: &str) -> Result<OwnPrices, OwnError> {
    let (_, meters, sizes) = parts();
    OwnPrices::parse(text, &OwnContext { meters: &meters, sizes: &sizes, dated: day(dated) })
}

fn read_bytes(bytes: &[u8]) -> Result<OwnPrices, OwnError> {
    let (_, meters, sizes) = parts();
    let ctx = OwnContext { meters: &meters, sizes: &sizes, dated: day("2026-12-01") };
    OwnPrices::parse_bytes(bytes, &ctx)
}

fn brief(p: &PriceRecord) -> (&str, &str, Os, PricingModel, Decimal) {
    (p.size.as_str(), p.region.as_str(), p.os, p.model, p.price)
}

/// The items of a saved page, as JSON texts.
fn items(page: &str) -> Vec<String> {
    let v: Value = serde_json::from_str(page).unwrap_or_else(|e| panic!("{e}"));
    v["Items"].as_array().map(|a| a.iter().map(Value::to_string).collect()).unwrap_or_default()
}

#[test]
fn an_api_page_gives_the_readers_prices_dated_and_marked_as_theirs() {
    let own =
        read(&fixture("good-envelope-page1.json"), "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(own.format, Format::RetailApi);
    assert_eq!(own.read, 3);
    let mut got: Vec<_> = own.records.iter().map(brief).collect();
    got.sort();
    // The page's figures: pay-as-you-go 6.98 with savings plans of 5.1 and 3.9, Spot 1.396,
    // Windows 8.9.
    let mut want = vec![
        (H100, "eastus", Os::Linux, PricingModel::Payg, dec("6.98")),
        (H100, "eastus", Os::Linux, PricingModel::SavingsPlan1y, dec("5.1")),
        (H100, "eastus", Os::Linux, PricingModel::SavingsPlan3y, dec("3.9")),
        (H100, "eastus", Os::Linux, PricingModel::Spot, dec("1.396")),
        (H100, "eastus", Os::Windows, PricingModel::Payg, dec("8.9")),
    ];
    want.sort();
    assert_eq!(got, want);
    assert!(own.records.iter().all(|p| p.source == OWN_SOURCE && p.as_of == day("2026-11-30")));
    assert!(own.skipped.is_empty(), "{:?}", own.skipped);
}

#[test]
fn appended_pages_a_bare_array_and_items_a_line_read_alike() {
    let (one, two) = (fixture("good-envelope-page1.json"), fixture("good-envelope-page2.json"));
    let first = read(&one, "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
    let second = read(&two, "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
    // As `curl` appends one page after another.
    let both = read(&format!("{one}\n{two}"), "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(both.read, first.read + second.read);
    let mut union: Vec<_> = first.records.iter().chain(&second.records).map(brief).collect();
    union.sort();
    union.dedup();
    let mut got: Vec<_> = both.records.iter().map(brief).collect();
    got.sort();
    assert_eq!(got, union);
    // The first page's items as an array, and one a line.
    let array = read(&format!("[{}]", items(&one).join(",")), "2026-11-30")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(array.records, first.records);
    let lines = read(&items(&one).join("\n"), "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(lines.records, first.records);
}

#[test]
fn the_projects_snapshot_lines_read_as_the_readers_own() {
    let text = std::fs::read_to_string(SNAPSHOT).unwrap_or_else(|e| panic!("{e}"));
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).take(300).collect();
    let own = read(&lines.join("\n"), "2026-12-01").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(own.format, Format::Snapshot);
    assert_eq!(own.read, lines.len());
    // Every line's price, key and date, now the reader's: those in force on the file's date.
    let mut want = Vec::new();
    for line in &lines {
        let p: PriceRecord = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}"));
        if p.current_on(day("2026-12-01")) {
            want.push((p.size.clone(), p.region.clone(), p.os, p.model, p.price, p.as_of));
        }
    }
    want.sort();
    want.dedup_by(|a, b| (&a.0, &a.1, a.2, a.3) == (&b.0, &b.1, b.2, b.3));
    let mut got: Vec<_> = own
        .records
        .iter()
        .map(|p| (p.size.clone(), p.region.clone(), p.os, p.model, p.price, p.as_of))
        .collect();
    got.sort();
    assert_eq!(got.len(), want.len());
    assert!(own.records.iter().all(|p| p.source == OWN_SOURCE && p.meter.is_none()));
}

#[test]
fn applied_prices_replace_the_snapshots_for_their_key_and_leave_the_rest() {
    let (catalog, _, _) = parts();
    let own =
        read(&fixture("good-envelope-page1.json"), "2026-11-30").unwrap_or_else(|e| panic!("{e}"));
    let mine = own.apply(&catalog);
    let today = day("2026-12-02");
    match mine.price(H100, "eastus", Os::Linux, PricingModel::Payg, today) {
        PriceAnswer::Found(p) => {
            assert_eq!((p.price, p.source.as_str()), (dec("6.98"), OWN_SOURCE));
        }
        other => panic!("{other:?}"),
    }
    // Every key the file does not price answers as before.
    let own_keys: HashSet<_> = own.records.iter().map(PriceRecord::key).collect();
    let untouched: Vec<_> =
        catalog.prices.iter().filter(|p| !own_keys.contains(&p.key())).collect();
    assert!(untouched.len() > 1_000);
    for p in untouched {
        assert_eq!(
            mine.price(&p.size, &p.region, p.os, p.model, today),
            catalog.price(&p.size, &p.region, p.os, p.model, today),
            "{}",
            p.key()
        );
    }
    let replaced = catalog.prices.iter().filter(|p| own_keys.contains(&p.key())).count();
    assert_eq!(mine.prices.len(), catalog.prices.len() - replaced + own.records.len());
    assert!(mine.prices.windows(2).all(|w| w[0].key() <= w[1].key()), "sorted by key");
}

#[test]
fn items_left_out_are_counted_by_reason() {
    let base = serde_json::json!({
        "armRegionName": "eastus",
        "retailPrice": 2.5,
        "armSkuName": H100,
        "skuName": "NC40ads H100 v5",
        "productName": "Virtual Machines NCadsH100v5 Series",
        "serviceName": "Virtual Machines",
        "unitOfMeasure": "1 Hour",
    });
    let with = |changes: &[(&str, &str)]| {
        let mut v = base.clone();
        for (field, value) in changes {
            v[*field] = Value::from(*value);
        }
        v.to_string()
    };
    let page = [
        with(&[]),
        with(&[("currencyCode", "EUR")]),
        with(&[("effectiveStartDate", "2027-01-01T00:00:00Z")]),
        with(&[("type", "DevTestConsumption"), ("skuName", "NC40ads H100 v5 Spot")]),
        with(&[("serviceName", "Storage"), ("skuName", "Hot LRS"), ("armSkuName", "")]),
        with(&[("armSkuName", "Standard_NoSuchSize_v9"), ("skuName", "NoSuch v9")]),
    ];
    let own = read(&format!(r#"{{"Items":[{}]}}"#, page.join(",")), "2026-12-01")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(own.read, 6);
    assert_eq!(own.records.len(), 1);
    let skipped: Vec<_> = own.skipped.iter().map(|(k, v)| (*k, *v)).collect();
    assert_eq!(
        skipped,
        vec![
            (Skip::NotACatalogSize, 2),
            (Skip::OtherCurrency, 1),
            (Skip::NotInForce, 1),
            (Skip::OtherModel, 1),
        ]
    );
}

/// Checks each case's error; a JSON fault is placed by serde_json, so only its line is checked.
fn refused(cases: Vec<(&str, Result<OwnPrices, OwnError>, OwnError)>) {
    for (what, got, want) in cases {
        let got_err = match (got.as_ref().err(), &want) {
            (Some(OwnError::Json { line, .. }), OwnError::Json { .. }) => {
                Some(OwnError::Json { line: *line, column: 0 })
            }
            (e, _) => e.cloned(),
        };
        assert_eq!(got_err.as_ref(), Some(&want), "{what}: {got:?}");
        // Every refusal says what in English too (the reader's words come from the messages).
        assert!(!want.to_string().is_empty());
    }
}

#[test]
fn files_that_are_not_price_json_are_refused_naming_what_and_where() {
    refused(vec![
        ("white space", read(" \n\t", "2026-12-01"), OwnError::Empty),
        (
            "over the cap",
            read_bytes(&vec![b' '; MAX_BYTES + 1]),
            OwnError::TooLarge { bytes: MAX_BYTES + 1, max: MAX_BYTES },
        ),
        ("a NUL byte", read_bytes(b"{\"Items\":[]}\0"), OwnError::Binary { at: 12 }),
        ("not UTF-8", read_bytes(b"{\"Items\":[\"\xff\"]}"), OwnError::NotUtf8 { at: 11 }),
        (
            "nested 100,000 deep",
            read(&"[".repeat(100_000), "2026-12-01"),
            OwnError::Json { line: 1, column: 0 },
        ),
        (
            "a spreadsheet formula",
            read("MeterId,UnitPrice\n=HYPERLINK(\"x\"),3\n", "2026-12-01"),
            OwnError::Unrecognised,
        ),
        (
            "a page cut short",
            read("{\"Items\":[\n{\"a\":", "2026-12-01"),
            OwnError::Json { line: 2, column: 0 },
        ),
    ]);
}

#[test]
fn hostile_items_and_records_are_refused_naming_the_place_and_field() {
    let page = |item: &str| format!(r#"{{"Items":[{item}]}}"#);
    let good = items(&fixture("good-envelope-page1.json")).remove(0);
    refused(vec![
        (
            "a price of 40 digits",
            read(
                &page(&good.replace(
                    "\"retailPrice\":6.98",
                    "\"retailPrice\":1234567890123456789012345678901234567890",
                )),
                "2026-12-01",
            ),
            OwnError::Field {
                at: Place::Item { page: 1, item: 0 },
                field: "retailPrice".into(),
                value: None,
            },
        ),
        (
            "a region by its display name",
            read(&page(&good.replace("\"eastus\"", "\"US East\"")), "2026-12-01"),
            OwnError::Field {
                at: Place::Item { page: 1, item: 0 },
                field: "armRegionName".into(),
                value: Some("US East".into()),
            },
        ),
        (
            "Items that are not an array",
            read(r#"{"Items":{"a":1}}"#, "2026-12-01"),
            OwnError::Shape { at: Place::Line(1) },
        ),
        (
            "an item that is not an object",
            read(r#"{"Items":[1]}"#, "2026-12-01"),
            OwnError::Shape { at: Place::Item { page: 1, item: 0 } },
        ),
        (
            "API items and price records mixed",
            read(
                &format!(
                    "{good}\n{}",
                    std::fs::read_to_string(SNAPSHOT)
                        .unwrap_or_default()
                        .lines()
                        .next()
                        .unwrap_or_default()
                ),
                "2026-12-01",
            ),
            OwnError::Shape { at: Place::Line(2) },
        ),
        (
            "a price record for a size the catalog lacks",
            read(
                r#"{"size":"Standard_X1","region":"eastus","os":"linux","model":"payg","price":"1.5","currency":"USD","as_of":"2026-11-01","source":"x"}"#,
                "2026-12-01",
            ),
            OwnError::UnknownSize { at: Place::Line(1), size: "Standard_X1".into() },
        ),
        (
            "a price record whose price is not a number",
            read(
                &format!(
                    r#"{{"size":"{H100}","region":"eastus","os":"linux","model":"payg","price":"=1+2","currency":"USD","as_of":"2026-11-01","source":"x"}}"#
                ),
                "2026-12-01",
            ),
            OwnError::Field {
                at: Place::Line(1),
                field: "price".into(),
                value: Some("=1+2".into()),
            },
        ),
        (
            "nothing for the catalog",
            read(
                &page(
                    &good.replace(H100, "Standard_NoSuch_v9").replace("NC40ads H100 v5", "NoSuch"),
                ),
                "2026-12-01",
            ),
            OwnError::NoPrices { skipped: 1 },
        ),
    ]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// Any bytes: prices or an error, never a panic.
    #[test]
    fn any_bytes_read_or_are_refused(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let _ = read_bytes(&bytes);
    }

    /// A good page cut anywhere, or with a byte changed: prices or an error, never a panic; a
    /// price read is the reader's.
    #[test]
    fn a_damaged_page_reads_or_is_refused(cut in 0usize..1200, at in 0usize..1200, byte in any::<u8>()) {
        let page = fixture("good-envelope-page1.json");
        let mut bytes = page.as_bytes().to_vec();
        if let Some(b) = bytes.get_mut(at) {
            *b = byte;
        }
        bytes.truncate(cut.min(bytes.len()));
        if let Ok(own) = read_bytes(&bytes) {
            prop_assert!(own.records.iter().all(|p| p.source == OWN_SOURCE));
        }
    }
}
