//! View tests: the URL round trip, hostile parameters, normalisation arithmetic, sort order,
//! display rounding and exports.

use rust_decimal::Decimal;

use super::*;
use crate::catalog::{Catalog, PriceAnswer};
use crate::dataset::embedded;

fn catalog() -> Catalog {
    embedded().unwrap_or_else(|e| panic!("{e:?}")).catalog
}

fn today() -> Date {
    crate::date::test_day()
}

#[test]
fn a_full_view_round_trips_through_the_query() {
    let c = catalog();
    let view = CatalogView {
        gpu: Some("h100".into()),
        min_vram_gb: Some(80),
        min_gpus: Some(8),
        infiniband: Some(true),
        status: Some(Lifecycle::Available),
        show_retired: true,
        region: "swedencentral".into(),
        os: Os::Windows,
        normalise: Normalise::Bf16Pflop,
        unit: TimeUnit::Month,
        sort: Column::Price(PricingModel::Spot),
        descending: true,
        compare: vec!["Standard_ND96isr_H100_v5".into(), "Standard_ND96isr_H200_v5".into()],
    };
    let query = view.to_query();
    let (back, notices) = CatalogView::from_query(&format!("?{query}"), &c);
    assert_eq!(notices, vec![]);
    assert_eq!(back, view, "{query}");
    assert_eq!(CatalogView::default().to_query(), "", "defaults are left out");
}

#[test]
fn hostile_parameters_fall_back_one_by_one_and_are_named() {
    let c = catalog();
    let cases = [
        ("gpu=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "gpu"),
        ("vram=-1", "vram"),
        ("vram=1e99", "vram"),
        ("vram=99999999999999999999", "vram"),
        ("gpus=eight", "gpus"),
        ("ib=maybe", "ib"),
        ("status=deleted", "status"),
        ("retired=true", "retired"),
        ("region=..%2F..%2Fetc", "region"),
        ("os=beos", "os"),
        ("norm=per-kWh", "norm"),
        ("unit=fortnight", "unit"),
        ("sort=1;DROP TABLE sizes", "sort"),
        ("dir=sideways", "dir"),
        ("cmp=Standard_Nope", "cmp"),
        ("gpu=%ZZ", "gpu"),
        ("gpu=%C3%28", "gpu"),
        ("onclick=alert(1)", "onclick"),
    ];
    for (query, field) in cases {
        let (view, notices) = CatalogView::from_query(query, &c);
        assert_eq!(view, CatalogView::default(), "{query}");
        assert_eq!(
            notices.iter().map(|n| n.field.as_str()).collect::<Vec<_>>(),
            vec![field],
            "{query}"
        );
    }
    // One bad parameter does not cost the good ones.
    let (view, notices) = CatalogView::from_query("vram=80&ib=maybe&unit=year", &c);
    assert_eq!((view.min_vram_gb, view.infiniband, view.unit), (Some(80), None, TimeUnit::Year));
    assert_eq!(notices.len(), 1);
    // An oversized query is ignored whole.
    let (view, notices) = CatalogView::from_query(&"gpu=h100&".repeat(400), &c);
    assert_eq!(view, CatalogView::default());
    assert_eq!(notices.first().map(|n| n.field.as_str()), Some("query"));
    // At most six sizes are compared.
    let seven = c.sizes.iter().take(7).map(|s| s.name.as_str()).collect::<Vec<_>>().join(",");
    let (view, notices) = CatalogView::from_query(&format!("cmp={seven}"), &c);
    assert_eq!(view.compare.len(), MAX_COMPARE);
    assert_eq!(notices.len(), 1);
}

#[test]
fn percent_coding_round_trips_any_text() {
    for text in ["h100", "a b&c=d", "竞价", "100%", "x,y"] {
        assert_eq!(percent_decode(&percent_encode(text)).as_deref(), Some(text));
    }
}

#[test]
fn normalised_prices_follow_the_arithmetic() {
    let c = catalog();
    let size = c.size("Standard_ND96isr_H100_v5").unwrap_or_else(|| panic!());
    let PriceAnswer::Found(record) =
        c.price(&size.name, "westeurope", Os::Linux, PricingModel::Payg, crate::date::test_day())
    else {
        panic!()
    };
    let hourly = record.price;
    let cell = |normalise, unit| {
        let view = CatalogView { normalise, unit, ..CatalogView::default() };
        price_cell(&c, &view, size, PricingModel::Payg, today())
    };
    assert_eq!(cell(Normalise::Vm, TimeUnit::Hour), PriceCell::Value(hourly));
    // 8 GPUs per VM.
    assert_eq!(cell(Normalise::Gpu, TimeUnit::Hour), PriceCell::Value(hourly / Decimal::from(8)));
    // 730 hours a month, 8,760 a year.
    assert_eq!(cell(Normalise::Vm, TimeUnit::Month), PriceCell::Value(hourly * Decimal::from(730)));
    assert_eq!(cell(Normalise::Vm, TimeUnit::Year), PriceCell::Value(hourly * Decimal::from(8760)));
    // 640 GB of GPU memory.
    assert_eq!(
        cell(Normalise::VramGb, TimeUnit::Hour),
        PriceCell::Value(hourly / Decimal::from(640))
    );
    // 8 × 989.5 dense BF16 TFLOP/s = 7.916 PFLOP/s.
    assert_eq!(
        cell(Normalise::Bf16Pflop, TimeUnit::Hour),
        PriceCell::Value(hourly * Decimal::from(1000) / Decimal::from(7916))
    );
    // A 1/6 A10 partition counts as one sixth of a GPU.
    let part = c.size("Standard_NV6ads_A10_v5").unwrap_or_else(|| panic!());
    let PriceAnswer::Found(p) =
        c.price(&part.name, "westeurope", Os::Linux, PricingModel::Payg, crate::date::test_day())
    else {
        panic!()
    };
    let view = CatalogView { normalise: Normalise::Gpu, ..CatalogView::default() };
    assert_eq!(
        price_cell(&c, &view, part, PricingModel::Payg, today()),
        PriceCell::Value(p.price * Decimal::from(6))
    );
    // A reservation's whole-term total per month: 21332 USD × 730 h / 8,760 h, one division.
    let v100 = c.size("Standard_NC6s_v3").unwrap_or_else(|| panic!());
    let view = CatalogView { unit: TimeUnit::Month, show_retired: true, ..CatalogView::default() };
    assert_eq!(
        price_cell(&c, &view, v100, PricingModel::Reservation1y, today()),
        PriceCell::Value(Decimal::from(21332 * 730) / Decimal::from(8760))
    );
}

#[test]
fn a_gpu_without_a_bf16_figure_says_so() {
    let c = catalog();
    // The V710 has no throughput figure in any source read.
    let size = c.size("Standard_NV24ads_V710_v5").unwrap_or_else(|| panic!());
    let view = CatalogView {
        normalise: Normalise::Bf16Pflop,
        region: "westeurope".into(),
        ..CatalogView::default()
    };
    let cell = price_cell(&c, &view, size, PricingModel::Payg, today());
    assert!(matches!(cell, PriceCell::NoFigure | PriceCell::NotInSnapshot), "{cell:?}");
    assert!(cell.value().is_none(), "{cell:?}: no price rather than 0");
}

#[test]
fn sorting_by_price_orders_values_and_puts_missing_prices_last() {
    let c = catalog();
    for descending in [false, true] {
        let view = CatalogView {
            sort: Column::Price(PricingModel::Spot),
            descending,
            ..CatalogView::default()
        };
        let rows = rows(&c, &view, today());
        let spot: Vec<Option<Decimal>> =
            rows.iter().map(|r| r.prices.get(1).and_then(|p| p.value())).collect();
        let first_missing = spot.iter().position(Option::is_none).unwrap_or(spot.len());
        assert!(
            spot.get(first_missing..).unwrap_or_default().iter().all(Option::is_none),
            "missing prices last"
        );
        let values: Vec<Decimal> = spot.iter().flatten().copied().collect();
        assert!(values.len() > 10);
        assert!(
            values
                .windows(2)
                .all(|w| matches!(w, [a, b] if if descending { a >= b } else { a <= b })),
            "{values:?}"
        );
    }
}

#[test]
fn a_missing_price_reads_not_in_snapshot_never_zero() {
    let c = catalog();
    let view = CatalogView::default();
    let rows = rows(&c, &view, today());
    let reservation = PricingModel::ALL
        .iter()
        .position(|m| *m == PricingModel::Reservation1y)
        .unwrap_or_default();
    for r in &rows {
        let cell = r.prices.get(reservation).copied().unwrap_or(PriceCell::NotInSnapshot);
        assert_eq!(cell, PriceCell::NotInSnapshot, "no current reservation prices in westeurope");
    }
}

#[test]
fn amounts_round_half_to_even_with_thousands_separators() {
    let d = |s: &str| s.parse::<Decimal>().unwrap_or_default();
    assert_eq!(format_amount(d("1234567.891"), 2), "1,234,567.89");
    assert_eq!(format_amount(d("0.125"), 2), "0.12");
    assert_eq!(format_amount(d("0.135"), 2), "0.14");
    assert_eq!(format_amount(d("999.99995"), 4), "1,000.0000");
    assert_eq!(format_amount(d("-1234.5"), 0), "-1,234");
    assert_eq!(format_amount(d("7"), 4), "7.0000");
}

#[test]
fn the_json_export_holds_every_row_with_null_for_a_missing_price() {
    let c = catalog();
    let view = CatalogView { show_retired: true, ..CatalogView::default() };
    let rows = rows(&c, &view, today());
    let json: serde_json::Value = serde_json::from_str(&to_json(&rows, &view)).unwrap_or_default();
    assert_eq!(json.pointer("/rows").and_then(|r| r.as_array()).map(Vec::len), Some(rows.len()));
    assert_eq!(json.pointer("/rows/0/prices/reservation-1y"), Some(&serde_json::Value::Null));
}

// Issue 21: people compare GPUs per GPU-hour, so a bare address shows prices per GPU; an address
// that names its normalisation (an old link with `norm=vm`) keeps it.
#[test]
fn prices_are_per_gpu_by_default_and_an_explicit_normalisation_is_kept() {
    let c = catalog();
    let (bare, notices) = CatalogView::from_query("", &c);
    assert_eq!((bare.normalise, notices), (Normalise::Gpu, vec![]));
    for norm in Normalise::ALL {
        let (view, notices) = CatalogView::from_query(&format!("norm={}", norm.as_str()), &c);
        assert_eq!((view.normalise, notices), (norm, vec![]), "{norm:?}");
        let (back, _) = CatalogView::from_query(&view.to_query(), &c);
        assert_eq!(back.normalise, norm, "{norm:?} survives the round trip");
    }
    assert_eq!(
        CatalogView { normalise: Normalise::Vm, ..CatalogView::default() }.to_query(),
        "norm=vm"
    );
}

// Issue 21: the catalog opened on a page of "not in snapshot" rows; rows with no price in the
// region now come after every priced row, whatever the sort, and the page can count them.
#[test]
fn rows_without_a_price_in_the_region_come_last_whatever_the_sort() {
    let c = catalog();
    for region in ["westeurope", "swedencentral", "eastus", "southeastasia"] {
        for sort in Column::all() {
            for descending in [false, true] {
                let view = CatalogView {
                    region: region.into(),
                    sort,
                    descending,
                    ..CatalogView::default()
                };
                let rows = rows(&c, &view, today());
                // Priced: the snapshot has any price of the size in this region and OS.
                let priced: Vec<bool> = rows
                    .iter()
                    .map(|r| {
                        c.prices_on(&r.size.name, today())
                            .any(|p| p.region == region && p.os == view.os)
                    })
                    .collect();
                let n = priced.iter().filter(|p| **p).count();
                assert!(n > 0 && n < rows.len(), "{region}: {n} of {}", rows.len());
                assert!(
                    priced.iter().take(n).all(|p| *p) && priced.iter().skip(n).all(|p| !*p),
                    "{region} {sort:?} {descending}: {priced:?}"
                );
                assert_eq!(priced_count(&rows), n);
            }
        }
    }
    // Within the priced rows the sort still holds: by name, ascending, as a reader counts.
    let view = CatalogView { sort: Column::Size, ..CatalogView::default() };
    let rows = rows(&c, &view, today());
    let names: Vec<&str> =
        rows.iter().take(priced_count(&rows)).map(|r| r.size.name.as_str()).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable_by(|a, b| natural_cmp(a, b));
    assert_eq!(names, sorted);
    let at = |name: &str| names.iter().position(|n| *n == name);
    let (four, sixteen) = (at("Standard_NC4as_T4_v3"), at("Standard_NC16as_T4_v3"));
    assert!(four.is_some() && four < sixteen, "{four:?} {sixteen:?}");
}

// Issue 32: the catalog opens on the cheapest pay-as-you-go price per GPU-hour, so its first
// screen answers the question a price catalog is opened for.
#[test]
fn the_default_view_puts_the_cheapest_gpu_hour_first() {
    let c = catalog();
    let view = CatalogView::default();
    assert_eq!(
        (view.sort, view.normalise, view.unit),
        (Column::Price(PricingModel::Payg), Normalise::Gpu, TimeUnit::Hour)
    );
    assert_eq!(view.to_query(), "", "the default view writes no parameter");
    let rows = rows(&c, &view, today());
    let payg: Vec<Decimal> = rows.iter().filter_map(|r| r.prices[0].value()).collect();
    assert!(payg.len() > 10, "{}", payg.len());
    assert!(payg.windows(2).all(|w| w[0] <= w[1]), "{payg:?}");
    // Every row priced pay-as-you-go comes before every row that is not.
    let first_unpriced = rows.iter().position(|r| r.prices[0].value().is_none());
    assert!(first_unpriced.is_none_or(|i| rows[i..].iter().all(|r| r.prices[0].value().is_none())));
    // An address that sorts by name says so.
    let by_name = CatalogView { sort: Column::Size, ..CatalogView::default() };
    assert_eq!(by_name.to_query(), "sort=size");
    assert_eq!(CatalogView::from_query("?sort=size", &c).0, by_name);
}

#[test]
fn names_sort_as_a_reader_counts() {
    use std::cmp::Ordering::{Equal, Greater, Less};
    let cases = [
        ("Standard_NC4as_T4_v3", "Standard_NC16as_T4_v3", Less),
        ("Standard_NC8as_T4_v3", "Standard_NC64as_T4_v3", Less),
        ("Standard_ND96isr_H100_v5", "Standard_ND96isr_H200_v5", Less),
        ("Standard_NC24ads_A100_v4", "Standard_NC24ads_A100_v4", Equal),
        ("Standard_NV36ads_A10_v5", "Standard_NV6ads_A10_v5", Greater),
        ("a01", "a1", Less),
        ("a", "a1", Less),
        ("", "a", Less),
        ("x9y", "x10", Less),
        ("版本2", "版本10", Less),
    ];
    for (a, b, want) in cases {
        assert_eq!(natural_cmp(a, b), want, "{a} {b}");
        assert_eq!(natural_cmp(b, a), want.reverse(), "{b} {a}");
    }
}

// Property tests run natively: proptest's randomness source does not build for wasm32.
#[cfg(not(target_arch = "wasm32"))]
proptest::proptest! {
    /// A total order: the reverse of itself with the arguments swapped, equal only for the
    /// same text, and transitive on every three texts.
    #[test]
    fn natural_order_is_total(a in "[a-c0-2_]{0,8}", b in "[a-c0-2_]{0,8}", c in "[a-c0-2_]{0,8}") {
        proptest::prop_assert_eq!(natural_cmp(&a, &b), natural_cmp(&b, &a).reverse());
        proptest::prop_assert_eq!(natural_cmp(&a, &b) == std::cmp::Ordering::Equal, a == b);
        if natural_cmp(&a, &b).is_le() && natural_cmp(&b, &c).is_le() {
            proptest::prop_assert!(natural_cmp(&a, &c).is_le(), "{a} {b} {c}");
        }
    }
}

#[test]
fn the_status_parameter_takes_every_stage_by_name() {
    assert_eq!(super::STATUS_NAMES, Lifecycle::ALL.map(Lifecycle::as_str));
    let c = catalog();
    for stage in Lifecycle::ALL {
        let (view, notices) = CatalogView::from_query(&format!("?status={}", stage.as_str()), &c);
        assert_eq!((view.status, notices.len()), (Some(stage), 0), "{stage:?}");
    }
}
