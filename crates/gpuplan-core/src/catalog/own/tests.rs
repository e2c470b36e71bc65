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
    let (catalog, meters, sizes) = parts();
    let ctx =
        OwnContext { meters: &meters, sizes: &sizes, regions: &catalog.regions, dated: day(dated) };
    OwnPrices::parse(text, &ctx)
}

fn read_bytes(bytes: &[u8]) -> Result<OwnPrices, OwnError> {
    let (catalog, meters, sizes) = parts();
    let ctx = OwnContext {
        meters: &meters,
        sizes: &sizes,
        regions: &catalog.regions,
        dated: day("2026-12-01"),
    };
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

/// Price sheets in Microsoft's documented layouts (docs/data.md, "Price sheets"), with the
/// company's prices for one size in US East: pay-as-you-go per 10 hours, Spot, Windows, a
/// one-year reservation's total, a three-year savings plan; and rows the reader's prices leave
/// out: another service, another region, and (where the layout has them) another offer or a
/// higher tier.
mod sheets {
    use super::*;

    const SIZE: &str = "Standard_NC40ads_H100_v5";

    /// The rows every layout has, as (name, category, subcategory, product, region, unit, price,
    /// price type, term).
    const ROWS: [[&str; 9]; 7] = [
        [
            "NC40adsH100v5",
            "Virtual Machines",
            "NCadsH100v5 Series",
            "Virtual Machines NCadsH100v5 Series",
            "US East",
            "10 Hours",
            "61.2",
            "Consumption",
            "",
        ],
        [
            "NC40adsH100v5 Spot",
            "Virtual Machines",
            "NCadsH100v5 Series",
            "Virtual Machines NCadsH100v5 Series",
            "US East",
            "1 Hour",
            "1.31",
            "Consumption",
            "",
        ],
        [
            "NC40adsH100v5",
            "Virtual Machines",
            "NCadsH100v5 Series Windows",
            "Virtual Machines NCadsH100v5 Series Windows",
            "US East",
            "1 Hour",
            "7.74",
            "Consumption",
            "",
        ],
        [
            "NC40adsH100v5",
            "Virtual Machines",
            "NCadsH100v5 Series",
            "Virtual Machines NCadsH100v5 Series",
            "US East",
            "1 Hour",
            "35040",
            "ReservedInstance",
            "P1Y",
        ],
        [
            "NC40adsH100v5",
            "Virtual Machines",
            "NCadsH100v5 Series",
            "Virtual Machines NCadsH100v5 Series",
            "US East",
            "1 Hour",
            "2.95",
            "SavingsPlan",
            "P3Y",
        ],
        [
            "Hot LRS Data Stored",
            "Storage",
            "Tiered Block Blob",
            "Blob Storage",
            "US East",
            "1 GB/Month",
            "0.018",
            "Consumption",
            "",
        ],
        [
            "NC40adsH100v5",
            "Virtual Machines",
            "NCadsH100v5 Series",
            "Virtual Machines NCadsH100v5 Series",
            "Mars North",
            "1 Hour",
            "6.5",
            "Consumption",
            "",
        ],
    ];

    /// What every layout gives: the sheet's figures, the 10-hour price divided by 10.
    fn wanted() -> Vec<(&'static str, &'static str, Os, PricingModel, Decimal)> {
        let mut w = vec![
            (SIZE, "eastus", Os::Linux, PricingModel::Payg, dec("6.12")),
            (SIZE, "eastus", Os::Linux, PricingModel::Spot, dec("1.31")),
            (SIZE, "eastus", Os::Windows, PricingModel::Payg, dec("7.74")),
            (SIZE, "eastus", Os::Linux, PricingModel::Reservation1y, dec("35040")),
            (SIZE, "eastus", Os::Linux, PricingModel::SavingsPlan3y, dec("2.95")),
        ];
        w.sort();
        w
    }

    fn got(own: &OwnPrices) -> Vec<(&str, &str, Os, PricingModel, Decimal)> {
        let mut g: Vec<_> = own.records.iter().map(brief).collect();
        g.sort();
        g
    }

    /// A CSV line from cells, quoting each as a spreadsheet does.
    fn line(cells: &[&str]) -> String {
        cells
            .iter()
            .map(|c| format!("\"{}\"", c.replace('"', "\"\"")))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The Enterprise Agreement's layout of 2023-05-01 (23 columns).
    fn ea(extra: &[[&str; 23]]) -> String {
        let header = "EnrollmentNumber,MeterID,MeterName,MeterType,MeterCategory,MeterSubCategory,ServiceFamily,Product,SkuID,ProductID,MeterRegion,UnitOfMeasure,PartNumber,EffectiveStartDate,EffectiveEndDate,UnitPrice,BasePrice,MarketPrice,CurrencyCode,IncludedQuantity,OfferID,Term,PriceType";
        let mut out = vec![header.to_owned()];
        for [name, cat, sub, product, region, unit, price, kind, term] in ROWS {
            out.push(line(&[
                "12345678",
                "0a1b",
                name,
                "1 Compute Hour",
                cat,
                sub,
                "Compute",
                product,
                "DZH318Z0BQ4L/00C7",
                "DZH318Z0BQ4L",
                region,
                unit,
                "AAH-00000",
                "2026-11-01",
                "2026-11-30",
                price,
                price,
                price,
                "USD",
                "0",
                "MS-AZR-0017P",
                term,
                kind,
            ]));
        }
        for row in extra {
            out.push(line(row));
        }
        out.join("\r\n")
    }

    #[test]
    fn the_enterprise_agreements_layout_gives_the_companys_prices() {
        // The same meter for another offer is left out: most rows are for MS-AZR-0017P.
        let dev_test: [&str; 23] = [
            "12345678",
            "0a1b",
            "NC40adsH100v5",
            "1 Compute Hour",
            "Virtual Machines",
            "NCadsH100v5 Series",
            "Compute",
            "Virtual Machines NCadsH100v5 Series",
            "X",
            "X",
            "US East",
            "1 Hour",
            "AAH-00001",
            "2026-11-01",
            "2026-11-30",
            "3.3",
            "3.3",
            "3.3",
            "USD",
            "0",
            "MS-AZR-0148P",
            "",
            "Consumption",
        ];
        let own = read(&ea(&[dev_test]), "2026-12-01").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(own.format, Format::PriceSheet(Layout::Ea));
        assert_eq!(got(&own), wanted());
        assert_eq!(own.read, ROWS.len() + 1);
        let skipped: Vec<_> = own.skipped.iter().map(|(k, v)| (*k, *v)).collect();
        assert_eq!(
            skipped,
            vec![(Skip::NotACatalogSize, 1), (Skip::OtherRegion, 1), (Skip::OtherOffer, 1)]
        );
        assert!(own.records.iter().all(|p| p.source == OWN_SOURCE && p.as_of == day("2026-12-01")));
    }

    #[test]
    fn the_enterprise_agreements_older_download_with_its_title_lines_reads_alike() {
        let header = "Meter ID,Meter name,Meter category,Meter sub-category,Meter region,Unit,Unit of measure,Part number,Unit price,Currency code,Included quantity,Offer Id,Term,Price type";
        let mut out = vec![
            "Price Sheet Report for billing period - 202611".to_owned(),
            String::new(),
            header.to_owned(),
        ];
        for [name, cat, sub, _, region, unit, price, kind, term] in ROWS {
            // This layout writes the savings plan's price type with a space.
            let kind = if kind == "SavingsPlan" { "Savings Plan" } else { kind };
            out.push(line(&[
                "0a1b",
                name,
                cat,
                sub,
                region,
                unit,
                unit,
                "AAH-00000",
                price,
                "USD",
                "0.00",
                "MS-AZR-0017P",
                term,
                kind,
            ]));
        }
        let own = read(&out.join("\n"), "2026-12-01").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(own.format, Format::PriceSheet(Layout::EaOlder));
        // No product column: the OS comes from the subcategory.
        assert_eq!(got(&own), wanted());
    }

    /// The Microsoft Customer Agreement's rows (25 columns, the export's order).
    fn mca_rows(tier: &str) -> Vec<[String; 25]> {
        ROWS.iter()
            .map(|[name, cat, sub, product, region, unit, price, kind, term]| {
                [
                    "/providers/Microsoft.Billing/billingAccounts/1",
                    "Contoso",
                    "P1",
                    "Contoso profile",
                    "Compute",
                    product,
                    "DZH318Z0BQ4L",
                    "00C7",
                    unit,
                    "0a1b",
                    name,
                    "1 Compute Hour",
                    cat,
                    sub,
                    region,
                    tier,
                    "2026-11-01T00:00:00Z",
                    "2026-11-30T00:00:00Z",
                    price,
                    price,
                    price,
                    "USD",
                    "EUR",
                    term,
                    kind,
                ]
                .map(str::to_owned)
            })
            .collect()
    }

    #[test]
    fn the_customer_agreements_export_and_download_read_alike() {
        let export_header = "BillingAccountId,BillingAccountName,BillingProfileId,BillingProfileName,ServiceFamily,Product,ProductId,SkuId,UnitOfMeasure,MeterId,MeterName,MeterType,MeterCategory,MeterSubCategory,MeterRegion,TierMinimumUnits,EffectiveStartDate,EffectiveEndDate,UnitPrice,BasePrice,MarketPrice,Currency,BillingCurrency,Term,PriceType";
        let mut rows = mca_rows("0");
        // A second tier of the same meter is left out.
        let mut tier = mca_rows("100").remove(0);
        tier[18] = "5.0".into();
        rows.push(tier);
        let text: Vec<String> = std::iter::once(export_header.to_owned())
            .chain(rows.iter().map(|r| line(&r.iter().map(String::as_str).collect::<Vec<_>>())))
            .collect();
        let export = read(&text.join("\n"), "2026-12-01").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(export.format, Format::PriceSheet(Layout::Mca));
        assert_eq!(got(&export), wanted());
        assert_eq!(export.skipped.get(&Skip::OtherModel), Some(&1));
        // The download names the same columns in camelCase, in another order: columns are found
        // by name. Here the export's columns, camelCased and reversed.
        let camel: Vec<String> = export_header
            .split(',')
            .map(|c| {
                let mut cs = c.chars();
                cs.next()
                    .map(|f| f.to_ascii_lowercase().to_string() + cs.as_str())
                    .unwrap_or_default()
            })
            .rev()
            .collect();
        let mut download = vec![camel.join(",")];
        for r in &rows {
            let mut cells: Vec<&str> = r.iter().map(String::as_str).collect();
            cells.reverse();
            download.push(line(&cells));
        }
        let own = read(&download.join("\n"), "2026-12-01").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(got(&own), wanted());
    }

    #[test]
    fn hostile_sheets_are_refused_naming_the_line_and_column() {
        let with = |row: usize, col: usize, value: &str| {
            let mut lines: Vec<String> = ea(&[]).split("\r\n").map(str::to_owned).collect();
            let mut cells: Vec<String> =
                lines[row].split("\",\"").map(|c| c.trim_matches('"').to_owned()).collect();
            cells[col] = value.to_owned();
            lines[row] = line(&cells.iter().map(String::as_str).collect::<Vec<_>>());
            lines.join("\n")
        };
        refused(vec![
            (
                "a formula in a price",
                read(&with(1, 15, "=1+2"), "2026-12-01"),
                OwnError::Formula { at: Place::Line(2), column: "UnitPrice".into() },
            ),
            (
                "a formula in a meter name",
                read(&with(2, 2, "@SUM(A1:A9)"), "2026-12-01"),
                OwnError::Formula { at: Place::Line(3), column: "MeterName".into() },
            ),
            (
                "a price of 40 digits",
                read(&with(1, 15, "1234567890123456789012345678901234567890"), "2026-12-01"),
                OwnError::Field {
                    at: Place::Line(2),
                    field: "UnitPrice".into(),
                    value: Some("1234567890123456789012345678901234567890".into()),
                },
            ),
            (
                "a price that is not a number",
                read(&with(1, 15, "six"), "2026-12-01"),
                OwnError::Field {
                    at: Place::Line(2),
                    field: "UnitPrice".into(),
                    value: Some("six".into()),
                },
            ),
            (
                "a unit that is not hours",
                read(&with(1, 11, "1 GB/Month"), "2026-12-01"),
                OwnError::Field {
                    at: Place::Line(2),
                    field: "UnitOfMeasure".into(),
                    value: Some("1 GB/Month".into()),
                },
            ),
            (
                "a reservation without its term",
                read(&with(4, 21, ""), "2026-12-01"),
                OwnError::Field {
                    at: Place::Line(5),
                    field: "Term".into(),
                    value: Some(String::new()),
                },
            ),
            (
                "a quote that never closes",
                read(
                    "MeterName,MeterCategory,MeterRegion,UnitOfMeasure,UnitPrice\n\"NC40adsH100v5,Virtual Machines,US East,1 Hour,6\n",
                    "2026-12-01",
                ),
                OwnError::NoPrices { skipped: 1 },
            ),
            (
                "the columns of something else",
                read("Name,Price\nNC40adsH100v5,6\n", "2026-12-01"),
                OwnError::Unrecognised,
            ),
        ]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    /// A price sheet's header over rows of the characters sheets are made of (so that quotes,
    /// commas, line ends and formula marks meet often): prices or an error, never a panic.
    #[test]
    fn any_rows_under_a_sheets_header_read_or_are_refused(
        rows in proptest::collection::vec(
            proptest::string::string_regex("[A-Za-z0-9 ,\"=+@.\\-\\r\\n]{0,60}").unwrap_or_else(|e| panic!("{e}")),
            0..8,
        )
    ) {
        let text = format!(
            "MeterName,MeterCategory,MeterRegion,UnitOfMeasure,UnitPrice,PriceType,Term\n{}",
            rows.join("\n")
        );
        if let Ok(own) = read(&text, "2026-12-01") {
            prop_assert!(own.records.iter().all(|p| p.source == OWN_SOURCE && p.price > Decimal::ZERO));
        }
    }
}
