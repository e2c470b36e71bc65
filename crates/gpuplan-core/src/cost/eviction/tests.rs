//! The export reader against exports shaped as Microsoft documents them, hostile input, and the
//! band-to-rate mapping.

use proptest::prelude::*;

use super::*;

/// `az graph query -q "<the documented query>" --output json` (resource-graph extension 2.x):
/// an object with `count`, `data`, `skip_token` and `total_records`.
const AZ_JSON: &str = r#"{
  "count": 3,
  "data": [
    {
      "location": "westeurope",
      "skuName": "standard_nd96isr_h100_v5",
      "spotEvictionRate": "10-15"
    },
    {
      "location": "eastus",
      "skuName": "standard_nd96isr_h100_v5",
      "spotEvictionRate": "20+"
    },
    {
      "location": "westeurope",
      "skuName": "standard_nc24ads_a100_v4",
      "spotEvictionRate": "0-5"
    }
  ],
  "skip_token": null,
  "total_records": 3
}"#;

/// Resource Graph Explorer's "Download as CSV": the projected columns as the header, quoted.
const PORTAL_CSV: &str = "\u{feff}\"skuName\",\"location\",\"spotEvictionRate\"\r\n\
\"standard_nd96isr_h100_v5\",\"westeurope\",\"10-15\"\r\n\
\"standard_nd96isr_h100_v5\",\"eastus\",\"20+\"\r\n\
\"standard_nc24ads_a100_v4\",\"westeurope\",\"0-5\"\r\n";

fn rows(t: &EvictionTable) -> Vec<(&str, &str, &str)> {
    t.rows.iter().map(|r| (r.sku.as_str(), r.location.as_str(), r.band.as_str())).collect()
}

const EXPECTED: [(&str, &str, &str); 3] = [
    ("standard_nd96isr_h100_v5", "westeurope", "10-15"),
    ("standard_nd96isr_h100_v5", "eastus", "20+"),
    ("standard_nc24ads_a100_v4", "westeurope", "0-5"),
];

#[test]
fn the_az_cli_json_the_bare_array_and_the_portal_csv_give_the_same_rows() {
    let az = EvictionTable::parse(AZ_JSON).unwrap();
    assert_eq!(az.format, Format::Json);
    assert_eq!(rows(&az), EXPECTED);
    // The extension before 2.0 printed the rows alone.
    let bare = AZ_JSON
        .split_once("\"data\": ")
        .and_then(|(_, rest)| rest.split_once(",\n  \"skip_token\""))
        .map(|(array, _)| array)
        .unwrap_or_default();
    let bare = EvictionTable::parse(bare).unwrap();
    assert_eq!(rows(&bare), EXPECTED);
    let csv = EvictionTable::parse(PORTAL_CSV).unwrap();
    assert_eq!(csv.format, Format::Csv);
    assert_eq!(rows(&csv), EXPECTED);
}

#[test]
fn other_projections_and_whole_table_rows_are_read() {
    let check = |text: &str| {
        let t = EvictionTable::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(rows(&t), [("Standard_D2s_v4", "eastus", "5-10")], "{text}");
    };
    // A blog's projection, and `SpotResources | where type =~ ...` without `project`.
    check(r#"[{"SKU_Name":"Standard_D2s_v4","Location":"eastus","evictionRate":"5-10%"}]"#);
    check(
        r#"{"data":[{"type":"microsoft.compute/skuspotevictionrate/location","location":"eastus",
            "sku":{"name":"Standard_D2s_v4"},"properties":{"evictionRate":"5-10"}}]}"#,
    );
    // PowerShell's Search-AzGraph | ConvertTo-Json writes "Data".
    check(
        r#"{"Data":[{"skuName":"Standard_D2s_v4","location":"eastus","spotEvictionRate":"5-10"}],"SkipToken":null}"#,
    );
    check("sku_name, region, eviction_rate\n Standard_D2s_v4 , eastus , 5 - 10 %\n\n");
}

#[test]
fn sizes_and_regions_are_found_without_case() {
    let t = EvictionTable::parse(AZ_JSON).unwrap();
    let row = t.find("Standard_ND96isr_H100_v5", "WestEurope");
    assert_eq!(row.map(|r| r.band), Some(Band::P10To15));
    assert_eq!(t.find("Standard_ND96isr_H100_v5", "swedencentral"), None);
}

#[test]
fn the_compact_csv_reads_back_into_the_same_rows() {
    let mut t = EvictionTable::parse(AZ_JSON).unwrap();
    t.retain(|r| r.location == "westeurope");
    let back = EvictionTable::parse(&t.to_csv()).unwrap();
    assert_eq!(back.rows, t.rows);
    assert_eq!(back.rows.len(), 2);
}

#[test]
fn bands_read_as_azure_writes_them_and_nothing_else() {
    for (text, band) in [
        ("0-5", Some(Band::P0To5)),
        ("5-10%", Some(Band::P5To10)),
        (" 10 - 15 % ", Some(Band::P10To15)),
        ("15\u{2013}20", Some(Band::P15To20)),
        ("20+", Some(Band::P20Plus)),
        ("20+%", Some(Band::P20Plus)),
        ("20", None),
        ("0-10", None),
        ("=5-10", None),
        ("-5-10", None),
        ("5-10%%", None),
        ("", None),
    ] {
        assert_eq!(Band::parse(text), band, "{text:?}");
    }
    for b in Band::ALL {
        assert_eq!(Band::parse(b.as_str()), Some(b));
    }
}

#[test]
fn a_band_becomes_a_poisson_rate_whose_hourly_chance_is_the_band_end() {
    let mut last = -1.0;
    for b in Band::ALL {
        let r = band_rate(b, BandEnd::High);
        // The chance within one hour at the rate is the band's end, as Microsoft defines it.
        assert!((1.0 - (-r.rate_per_hour).exp() - r.chance_per_hour).abs() < 1e-12, "{b}");
        assert!((r.rate_per_hour - (1.0 - r.chance_per_hour).ln().abs()).abs() < 1e-12);
        assert!((r.mtbi_hours * r.rate_per_hour - 1.0).abs() < 1e-12);
        // Some evictions in an hour are followed by more: the rate exceeds the chance.
        assert!(r.rate_per_hour > r.chance_per_hour);
        // "20+" at its only end equals "15-20" at its upper one; the others rise.
        assert!(r.rate_per_hour > last || (r.at_least && r.rate_per_hour == last), "{b}");
        last = r.rate_per_hour;
        assert_eq!(r.range_per_hour.0, band_rate(b, BandEnd::Low).rate_per_hour);
    }
    let top = band_rate(Band::P15To20, BandEnd::High);
    assert_eq!((top.used, top.chance_per_hour, top.at_least), (BandEnd::High, 0.20, false));
    // "20+" has no upper end: the lower one is used and the result says "at least".
    let open = band_rate(Band::P20Plus, BandEnd::High);
    assert_eq!((open.asked, open.used, open.at_least), (BandEnd::High, BandEnd::Low, true));
    assert_eq!(open.chance_per_hour, 0.20);
    assert_eq!(open.range_per_hour.1, None);
    // The low end of "0-5" is no evictions at all.
    let calm = band_rate(Band::P0To5, BandEnd::Low);
    assert_eq!(calm.rate_per_hour, 0.0);
    assert!(calm.mtbi_hours.is_infinite());
}

/// One hostile or malformed export and the error it must give.
fn check(text: &str, expect: EvictionError) {
    assert_eq!(EvictionTable::parse(text), Err(expect), "{text:?}");
}

fn at(row: usize) -> RowAt {
    RowAt { row, line: None }
}

fn at_line(row: usize, line: u64) -> RowAt {
    RowAt { row, line: Some(line) }
}

#[test]
fn malformed_exports_name_the_row_and_field() {
    check("  \n ", EvictionError::Empty);
    check("[]", EvictionError::NoRows);
    check("skuName,location,spotEvictionRate\n", EvictionError::NoRows);
    check(r#"{"data": [}"#, EvictionError::Json { line: 1, column: 11 });
    // Neither `[` nor `{` first: read as CSV, whose header "42" names no column.
    check("42", EvictionError::MissingColumn { field: RowField::Sku, found: "42".into() });
    check(r#"{"rows": []}"#, EvictionError::Shape { found: Shape::NoData });
    check(
        r#"{"data": {"columns": [], "rows": []}}"#,
        EvictionError::Shape { found: Shape::DataIsTable },
    );
    check(r#"["standard_d2s_v4"]"#, EvictionError::NotARow { at: at(1), found: JsonKind::Text });
    check(
        r#"[{"skuName":"a","location":"eastus","spotEvictionRate":"0-5"},
            {"skuName":"a","spotEvictionRate":"0-5"}]"#,
        EvictionError::Missing { at: at(2), field: RowField::Location },
    );
    check(
        r#"[{"skuName":"a","location":null,"spotEvictionRate":"0-5"}]"#,
        EvictionError::Missing { at: at(1), field: RowField::Location },
    );
    check(
        r#"[{"skuName":"a","location":"eastus","spotEvictionRate":5}]"#,
        EvictionError::NotText { at: at(1), field: RowField::Band, found: JsonKind::Number },
    );
    check(
        r#"[{"skuName":"a","location":"eastus","spotEvictionRate":"25-30"}]"#,
        EvictionError::UnknownBand { at: at(1), value: "25-30".into() },
    );
    check(
        "skuName,location\na,eastus\n",
        EvictionError::MissingColumn { field: RowField::Band, found: "skuName,location".into() },
    );
    check(
        "skuName,location,spotEvictionRate\na,eastus,0-5\nb,,5-10\n",
        EvictionError::Missing { at: at_line(2, 3), field: RowField::Location },
    );
    check(
        "skuName,location,spotEvictionRate\na,eastus,0-5\nA,EastUS,5-10\n",
        EvictionError::Conflict {
            at: at_line(2, 3),
            sku: "A".into(),
            location: "EastUS".into(),
            first: Band::P0To5,
            first_row: 1,
        },
    );
    let long = "x".repeat(MAX_CELL_CHARS + 1);
    check(
        &format!("skuName,location,spotEvictionRate\n{long},eastus,0-5\n"),
        EvictionError::BadName {
            at: at_line(1, 2),
            field: RowField::Sku,
            value: format!("{}…", "x".repeat(40)),
        },
    );
    check(
        "[{\"skuName\":\"a\\u0007b\",\"location\":\"eastus\",\"spotEvictionRate\":\"0-5\"}]",
        EvictionError::BadName { at: at(1), field: RowField::Sku, value: "a\u{7}b".into() },
    );
}

#[test]
fn oversized_binary_and_non_utf8_input_is_refused_before_parsing() {
    let big = vec![b' '; MAX_BYTES + 1];
    assert_eq!(
        EvictionTable::parse_bytes(&big),
        Err(EvictionError::TooLarge { bytes: MAX_BYTES + 1, max: MAX_BYTES })
    );
    assert_eq!(
        EvictionTable::parse_bytes(b"skuName,location\0"),
        Err(EvictionError::Binary { at: 16 })
    );
    // A PNG's signature: not text.
    assert_eq!(
        EvictionTable::parse_bytes(b"\x89PNG\r\n\x1a\n"),
        Err(EvictionError::NotUtf8 { at: 0 })
    );
}

#[test]
fn too_many_rows_are_refused_in_either_format() {
    let json = format!("[{}{{}}]", "{},".repeat(MAX_ROWS));
    assert_eq!(EvictionTable::parse(&json), Err(EvictionError::TooManyRows { max: MAX_ROWS }));
    let csv = format!("skuName,location,spotEvictionRate\n{}", "a,b,0-5\n".repeat(MAX_ROWS + 1));
    assert_eq!(EvictionTable::parse(&csv), Err(EvictionError::TooManyRows { max: MAX_ROWS }));
}

#[test]
fn deep_json_nesting_is_an_error_not_a_stack_overflow() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(EvictionTable::parse(&deep), Err(EvictionError::Json { .. })));
}

#[test]
fn cells_that_look_like_formulas_are_only_text() {
    let text = "skuName,location,spotEvictionRate\n\
        \"=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",+cmd|' /C calc'!A0,5-10\n\
        @SUM(1+1),-2+3,0-5\n";
    let t = EvictionTable::parse(text).unwrap();
    assert_eq!(
        rows(&t),
        [
            ("=HYPERLINK(\"http://x\",\"y\")", "+cmd|' /C calc'!A0", "5-10"),
            ("@SUM(1+1)", "-2+3", "0-5"),
        ]
    );
    // A formula where the band goes is an unknown band, quoted back as text.
    check(
        "skuName,location,spotEvictionRate\na,b,=1+1\n",
        EvictionError::UnknownBand { at: at_line(1, 2), value: "=1+1".into() },
    );
}

#[test]
fn errors_read_with_the_row_and_the_documented_column() {
    let e = EvictionTable::parse("skuName,location,spotEvictionRate\na,eastus,30-40\n");
    let message = e.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(message.starts_with("row 1 (line 2): spotEvictionRate \"30-40\""), "{message}");
}

/// Where an error points, when it names a row.
fn row_at(e: &EvictionError) -> Option<RowAt> {
    match e {
        EvictionError::NotARow { at, .. }
        | EvictionError::Missing { at, .. }
        | EvictionError::NotText { at, .. }
        | EvictionError::BadName { at, .. }
        | EvictionError::UnknownBand { at, .. }
        | EvictionError::Conflict { at, .. } => Some(*at),
        _ => None,
    }
}

/// What the reader promises for any text: a table in the format the text starts like, of rows
/// whose names are trimmed, short, free of control characters and unique (without case), that
/// reads back the same from its compact CSV; or an error of that same format (a JSON error only
/// for text that starts like JSON, a CSV one only for the rest), `Empty` exactly when there is
/// nothing but white space, and a row position only where rows are (a CSV row with its line).
fn check_reading(text: &str) -> Result<(), TestCaseError> {
    let body = text.strip_prefix('\u{feff}').unwrap_or(text).trim();
    let json = body.starts_with('[') || body.starts_with('{');
    match EvictionTable::parse(text) {
        Ok(t) => {
            prop_assert_eq!(t.format, if json { Format::Json } else { Format::Csv });
            prop_assert!(!t.rows.is_empty());
            let mut keys = std::collections::HashSet::new();
            for r in &t.rows {
                for name in [&r.sku, &r.location] {
                    prop_assert!(
                        !name.is_empty()
                            && name.trim() == name.as_str()
                            && name.chars().count() <= MAX_CELL_CHARS
                            && !name.chars().any(char::is_control),
                        "{:?} in {:?}",
                        name,
                        r
                    );
                }
                let key = (r.sku.to_ascii_lowercase(), r.location.to_ascii_lowercase());
                prop_assert!(keys.insert(key), "{:?} twice", r);
            }
            let back = EvictionTable::parse(&t.to_csv()).map(|b| b.rows);
            prop_assert_eq!(back, Ok(t.rows.clone()));
        }
        Err(e) => {
            prop_assert_eq!(e == EvictionError::Empty, body.is_empty(), "{:?}", e);
            let json_only = matches!(
                e,
                EvictionError::Json { .. }
                    | EvictionError::Shape { .. }
                    | EvictionError::NotARow { .. }
                    | EvictionError::NotText { .. }
            );
            let csv_only =
                matches!(e, EvictionError::Csv { .. } | EvictionError::MissingColumn { .. });
            // A JSON error only for text that starts like JSON, a CSV one only for the rest.
            prop_assert!(if json { !csv_only } else { !json_only }, "{:?} (JSON: {})", e, json);
            if let Some(at) = row_at(&e) {
                prop_assert!(at.row >= 1, "{:?}", e);
                prop_assert_eq!(at.line.is_some(), !json, "{:?}", e);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any text, and text of the characters exports are made of (so that brackets, quotes,
    /// commas and line ends meet often).
    #[test]
    fn any_text_reads_as_rows_the_reader_vouches_for_or_an_error_of_its_format(
        text in prop_oneof!["\\PC{0,400}", "[\\[\\]{}\":, \t\r\na-z0-9%+\\-]{0,120}"],
    ) {
        check_reading(&text)?;
        // White space around the export changes nothing, not even an error's line.
        prop_assert_eq!(EvictionTable::parse(&format!("\n  {text}\r\n ")), EvictionTable::parse(&text));
    }

    /// Bytes with a NUL are binary at the first NUL; other bytes that are not UTF-8 are refused
    /// where the text stops being UTF-8; UTF-8 text reads as the text does.
    #[test]
    fn any_bytes_read_as_their_text_or_are_refused_where_they_stop_being_text(
        bytes in prop_oneof![
            proptest::collection::vec(any::<u8>(), 0..400),
            "\\PC{0,200}".prop_map(String::into_bytes),
        ],
    ) {
        let got = EvictionTable::parse_bytes(&bytes);
        match (bytes.iter().position(|b| *b == 0), std::str::from_utf8(&bytes)) {
            (Some(nul), _) => prop_assert_eq!(got, Err(EvictionError::Binary { at: nul })),
            (None, Err(_)) => {
                let Err(EvictionError::NotUtf8 { at }) = got else {
                    return Err(TestCaseError::fail(format!("{got:?}")));
                };
                prop_assert!(std::str::from_utf8(&bytes[..at]).is_ok(), "{}", at);
                let rest = std::str::from_utf8(&bytes[at..]);
                prop_assert_eq!(rest.map_err(|e| e.valid_up_to()), Err(0), "{}", at);
            }
            (None, Ok(text)) => prop_assert_eq!(got, EvictionTable::parse(text)),
        }
    }

    #[test]
    fn export_like_text_reads_as_vouched_rows_or_an_error_of_its_format(
        cells in proptest::collection::vec(("[a-zA-Z0-9_=+@\" ,\\-]{0,12}", "[a-z\"\n,]{0,8}", "(0-5|5-10|20\\+|[0-9%+\\- ]{0,5})"), 0..6),
        json in any::<bool>(),
    ) {
        let text = if json {
            let rows: Vec<String> = cells.iter().map(|(s, l, b)| format!(r#"{{"skuName":{s:?},"location":{l:?},"spotEvictionRate":{b:?}}}"#)).collect();
            format!("{{\"data\":[{}]}}", rows.join(","))
        } else {
            let rows: Vec<String> = cells.iter().map(|(s, l, b)| format!("{s},{l},{b}")).collect();
            format!("skuName,location,spotEvictionRate\n{}", rows.join("\n"))
        };
        check_reading(&text)?;
        if let Ok(t) = EvictionTable::parse(&text) {
            prop_assert!(t.rows.len() <= cells.len().max(1) * 4);
        }
    }

    #[test]
    fn valid_rows_survive_the_compact_csv(
        rows in proptest::collection::vec(("[A-Za-z][A-Za-z0-9_ ,\"=+]{0,20}[A-Za-z0-9]", "[a-z]{2,12}", 0usize..5), 1..20)
    ) {
        let mut seen = std::collections::HashSet::new();
        let rows: Vec<EvictionRow> = rows
            .into_iter()
            .filter(|(s, l, _)| seen.insert((s.to_ascii_lowercase(), l.clone())))
            .map(|(sku, location, b)| EvictionRow { sku, location, band: Band::ALL.get(b).copied().unwrap_or(Band::P0To5) })
            .collect();
        let t = EvictionTable { format: Format::Csv, rows };
        let back = EvictionTable::parse(&t.to_csv());
        prop_assert_eq!(back.map(|b| b.rows), Ok(t.rows));
    }
}
