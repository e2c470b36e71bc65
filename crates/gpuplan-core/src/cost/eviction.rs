//! Spot eviction-rate bands that the reader brings: an Azure Resource Graph export (JSON or CSV)
//! read into rows of (size, region, band), and a band turned into an interruption rate for the
//! Spot analysis.
//!
//! Azure shows eviction rates only to signed-in users, in Resource Graph's `SpotResources` table
//! (type `microsoft.compute/skuspotevictionrate/location`, `properties.evictionRate`). The bands
//! are "0-5", "5-10", "10-15", "15-20" and "20+" per cent (Azure Architecture Center, "Azure
//! Virtual Machine Spot Eviction": "an eviction rate expressed as a percentage range (0-5%,
//! 5-10%, 10-15%, 15-20%, 20+%)"). A rate is quoted per hour: 10% means a 10% chance that a VM
//! is evicted within the next hour, estimated from the trailing days' evictions (Microsoft Learn,
//! "Use Azure Spot Virtual Machines": 28 days in Resource Graph, 7 in the portal's table).
//! `docs/cost.md` cites both pages and gives the query.
//!
//! The input is untrusted: its size and row count are capped, binary or non-UTF-8 bytes are
//! refused, and every problem names the row and field. A cell that looks like a spreadsheet
//! formula is only text: nothing here evaluates anything.

use std::fmt;

use serde::Serialize;
use serde_json::Value;

/// The largest export read, in bytes. The portal's CSV download stops at 55,000 records; the
/// `az graph query` JSON of that many rows is about 6 MB.
pub const MAX_BYTES: usize = 8 * 1024 * 1024;
/// The most rows read.
pub const MAX_ROWS: usize = 60_000;
/// The longest size or region name read, in characters.
pub const MAX_CELL_CHARS: usize = 100;

/// An eviction-rate band as Azure reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Band {
    /// 0 to 5 % an hour.
    P0To5,
    /// 5 to 10 % an hour.
    P5To10,
    /// 10 to 15 % an hour.
    P10To15,
    /// 15 to 20 % an hour.
    P15To20,
    /// 20 % an hour or more.
    P20Plus,
}

impl Band {
    /// Every band, lowest first.
    pub const ALL: [Band; 5] =
        [Band::P0To5, Band::P5To10, Band::P10To15, Band::P15To20, Band::P20Plus];

    /// Reads a band as Azure writes it, "0-5" or "20+", with an optional "%" and spaces.
    pub fn parse(text: &str) -> Option<Band> {
        let t: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| if c == '\u{2013}' { '-' } else { c })
            .collect();
        let t = t.strip_suffix('%').unwrap_or(&t);
        Band::ALL.into_iter().find(|b| b.as_str() == t)
    }

    /// As Azure writes it: "0-5", …, "20+".
    pub fn as_str(self) -> &'static str {
        match self {
            Band::P0To5 => "0-5",
            Band::P5To10 => "5-10",
            Band::P10To15 => "10-15",
            Band::P15To20 => "15-20",
            Band::P20Plus => "20+",
        }
    }

    /// The lower bound, per cent an hour.
    pub fn low_percent(self) -> u8 {
        match self {
            Band::P0To5 => 0,
            Band::P5To10 => 5,
            Band::P10To15 => 10,
            Band::P15To20 => 15,
            Band::P20Plus => 20,
        }
    }

    /// The upper bound, per cent an hour; `None` for "20+".
    pub fn high_percent(self) -> Option<u8> {
        match self {
            Band::P20Plus => None,
            b => Some(b.low_percent() + 5),
        }
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}%", self.as_str())
    }
}

/// Which end of a band an analysis uses. In JSON, `low` or `high`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BandEnd {
    /// The lower bound: an optimistic plan.
    Low,
    /// The upper bound: a conservative plan (the default).
    #[default]
    High,
}

/// A band turned into an interruption rate for the Young/Daly analysis.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct BandRate {
    /// The band.
    pub band: Band,
    /// The end asked for.
    pub asked: BandEnd,
    /// The end used: the lower bound for "20+", which has no upper one.
    pub used: BandEnd,
    /// The chance of eviction within an hour at the end used (0.05 for 5 %).
    pub chance_per_hour: f64,
    /// The Poisson rate with that chance: evictions per VM-hour, `-ln(1 - chance)`.
    pub rate_per_hour: f64,
    /// Mean time between interruptions of one VM, hours; infinite at a rate of zero.
    pub mtbi_hours: f64,
    /// The band's rates at its two ends, evictions per VM-hour (`None` above "20+").
    pub range_per_hour: (f64, Option<f64>),
    /// The rate used is a lower bound on the truth ("20+"): the plan may be optimistic.
    pub at_least: bool,
}

/// The rate for a chance of eviction within one hour, under the analysis's assumption that
/// evictions are a Poisson process: `P(evicted within 1 h) = 1 - e^{-λ}`.
pub fn rate_from_hourly_chance(chance: f64) -> f64 {
    -(-chance).ln_1p()
}

/// The interruption rate of `band` at `end`.
pub fn band_rate(band: Band, end: BandEnd) -> BandRate {
    let low = f64::from(band.low_percent()) / 100.0;
    let high = band.high_percent().map(|h| f64::from(h) / 100.0);
    let (used, chance) = match (end, high) {
        (BandEnd::High, Some(h)) => (BandEnd::High, h),
        _ => (BandEnd::Low, low),
    };
    let rate = rate_from_hourly_chance(chance);
    BandRate {
        band,
        asked: end,
        used,
        chance_per_hour: chance,
        rate_per_hour: rate,
        mtbi_hours: if rate > 0.0 { 1.0 / rate } else { f64::INFINITY },
        range_per_hour: (rate_from_hourly_chance(low), high.map(rate_from_hourly_chance)),
        at_least: high.is_none(),
    }
}

/// One row of an export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EvictionRow {
    /// The size as the export writes it (Resource Graph writes it in lower case).
    pub sku: String,
    /// The region's name, e.g. "eastus".
    pub location: String,
    /// The band.
    pub band: Band,
}

/// The export's format, as detected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Format {
    /// JSON: `az graph query`'s object with a `data` array, or a bare array of rows.
    Json,
    /// CSV with a header row, as Resource Graph Explorer downloads it.
    Csv,
}

/// A field of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum RowField {
    /// The size: `skuName` in the documented query.
    Sku,
    /// The region: `location`.
    Location,
    /// The band: `spotEvictionRate` in the documented query.
    Band,
}

impl RowField {
    /// The column the documented query names it.
    pub fn column(self) -> &'static str {
        match self {
            RowField::Sku => "skuName",
            RowField::Location => "location",
            RowField::Band => "spotEvictionRate",
        }
    }

    /// Other names accepted, compared without case: other projections of the same query, and
    /// the table's own nested paths.
    fn aliases(self) -> &'static [&'static str] {
        match self {
            RowField::Sku => &["skuname", "sku_name", "sku.name", "sku", "vmsize", "size"],
            RowField::Location => &["location", "region"],
            RowField::Band => &[
                "spotevictionrate",
                "evictionrate",
                "eviction_rate",
                "properties.evictionrate",
                "rate",
            ],
        }
    }

    fn matches(self, name: &str) -> bool {
        let n = name.trim().to_ascii_lowercase();
        self.aliases().contains(&n.as_str())
    }
}

impl fmt::Display for RowField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.column())
    }
}

/// Where a problem is: the row (1 = the first data row) and, for CSV, the file's line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RowAt {
    /// 1-based among the data rows.
    pub row: usize,
    /// 1-based line of the file where the row starts (CSV only).
    pub line: Option<u64>,
}

impl fmt::Display for RowAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(l) => write!(f, "row {} (line {l})", self.row),
            None => write!(f, "row {}", self.row),
        }
    }
}

/// What a JSON value is, where a row or text was expected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JsonKind {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool,
    /// A number.
    Number,
    /// A string.
    Text,
    /// An array.
    Array,
    /// An object.
    Object,
}

impl fmt::Display for JsonKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JsonKind::Null => "null",
            JsonKind::Bool => "a true/false value",
            JsonKind::Number => "a number",
            JsonKind::Text => "text",
            JsonKind::Array => "an array",
            JsonKind::Object => "an object",
        })
    }
}

/// What a JSON export is, when it is neither an array of rows nor an object with one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// A value that is neither an array nor an object.
    Value(JsonKind),
    /// An object without a `data` member.
    NoData,
    /// An object whose `data` is a table (a REST response with `resultFormat` `table`).
    DataIsTable,
    /// An object whose `data` is neither an array nor a table.
    DataNotArray,
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Value(k) => write!(f, "{k}"),
            Shape::NoData => f.write_str("an object without \"data\""),
            Shape::DataIsTable => {
                f.write_str("an object whose \"data\" is a table (use resultFormat objectArray)")
            }
            Shape::DataNotArray => f.write_str("an object whose \"data\" is not an array"),
        }
    }
}

/// Why a CSV record could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CsvReason {
    /// Bytes that are not UTF-8.
    NotUtf8,
    /// Any other fault: quotes that do not close, and the like.
    Malformed,
}

impl fmt::Display for CsvReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CsvReason::NotUtf8 => "not UTF-8 text",
            CsvReason::Malformed => "malformed record",
        })
    }
}

/// Why an export could not be read. Values quoted from the input are cut to 40 characters.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EvictionError {
    /// Nothing but white space.
    #[error("the export is empty")]
    Empty,
    /// Over [`MAX_BYTES`].
    #[error(
        "the export is {bytes} bytes; at most {max} are read (filter the query to your regions or sizes)"
    )]
    TooLarge {
        /// Its size.
        bytes: usize,
        /// The cap.
        max: usize,
    },
    /// Over [`MAX_ROWS`].
    #[error("the export has more than {max} rows (filter the query to your regions or sizes)")]
    TooManyRows {
        /// The cap.
        max: usize,
    },
    /// A NUL byte: a binary file, not an export.
    #[error("the export holds binary data (a NUL byte at byte {at}); choose the JSON or CSV file")]
    Binary {
        /// Byte offset.
        at: usize,
    },
    /// Bytes that are not UTF-8.
    #[error("the export is not UTF-8 text (invalid byte at {at})")]
    NotUtf8 {
        /// Byte offset.
        at: usize,
    },
    /// JSON that does not parse.
    #[error("the JSON does not parse at line {line}, column {column}")]
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// JSON of another shape.
    #[error("the JSON is {found}; expected an array of rows or an object with a \"data\" array")]
    Shape {
        /// What it is instead.
        found: Shape,
    },
    /// A CSV record that does not parse.
    #[error("the CSV does not parse at line {line}: {reason}")]
    Csv {
        /// 1-based line.
        line: u64,
        /// Why.
        reason: CsvReason,
    },
    /// The CSV header lacks a column.
    #[error("the CSV header has no {field} column (found: {found})")]
    MissingColumn {
        /// The column.
        field: RowField,
        /// The header as found, cut.
        found: String,
    },
    /// A row that is not an object (JSON).
    #[error("{at}: is {found}, not a row with skuName, location and spotEvictionRate")]
    NotARow {
        /// Where.
        at: RowAt,
        /// What it is instead.
        found: JsonKind,
    },
    /// A row without a field, or with it empty.
    #[error("{at}: {field} is missing or empty")]
    Missing {
        /// Where.
        at: RowAt,
        /// Which field.
        field: RowField,
    },
    /// A field that is not text (JSON).
    #[error("{at}: {field} is {found}, not text")]
    NotText {
        /// Where.
        at: RowAt,
        /// Which field.
        field: RowField,
        /// What it is instead.
        found: JsonKind,
    },
    /// A size or region name over [`MAX_CELL_CHARS`], or with control characters.
    #[error("{at}: {field} {value:?} is not a name (too long, or control characters)")]
    BadName {
        /// Where.
        at: RowAt,
        /// Which field.
        field: RowField,
        /// The value, cut.
        value: String,
    },
    /// A band other than "0-5", "5-10", "10-15", "15-20", "20+".
    #[error("{at}: spotEvictionRate {value:?} is not one of 0-5, 5-10, 10-15, 15-20, 20+")]
    UnknownBand {
        /// Where.
        at: RowAt,
        /// The value, cut.
        value: String,
    },
    /// The same size and region twice with different bands.
    #[error("{at}: {sku} in {location} was already given band {first} at row {first_row}")]
    Conflict {
        /// Where.
        at: RowAt,
        /// The size, cut.
        sku: String,
        /// The region, cut.
        location: String,
        /// The band given first.
        first: Band,
        /// Where it was given.
        first_row: usize,
    },
    /// A header, or an empty data array, and nothing else.
    #[error("the export has no rows")]
    NoRows,
}

/// A read export: its rows, each (size, region) once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EvictionTable {
    /// The format it was read from.
    pub format: Format,
    /// The rows in the export's order.
    pub rows: Vec<EvictionRow>,
}

impl EvictionTable {
    /// Reads an export from bytes: size, binary and UTF-8 checks, then [`EvictionTable::parse`].
    pub fn parse_bytes(bytes: &[u8]) -> Result<EvictionTable, EvictionError> {
        if bytes.len() > MAX_BYTES {
            return Err(EvictionError::TooLarge { bytes: bytes.len(), max: MAX_BYTES });
        }
        if let Some(at) = bytes.iter().position(|b| *b == 0) {
            return Err(EvictionError::Binary { at });
        }
        let text = std::str::from_utf8(bytes)
            .map_err(|e| EvictionError::NotUtf8 { at: e.valid_up_to() })?;
        EvictionTable::parse(text)
    }

    /// Reads an export: JSON when it starts with `[` or `{`, CSV otherwise.
    pub fn parse(text: &str) -> Result<EvictionTable, EvictionError> {
        if text.len() > MAX_BYTES {
            return Err(EvictionError::TooLarge { bytes: text.len(), max: MAX_BYTES });
        }
        if let Some(at) = text.bytes().position(|b| b == 0) {
            return Err(EvictionError::Binary { at });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text).trim();
        if text.is_empty() {
            return Err(EvictionError::Empty);
        }
        let rows = if text.starts_with('[') || text.starts_with('{') {
            (Format::Json, parse_json(text)?)
        } else {
            (Format::Csv, parse_csv(text)?)
        };
        let (format, raw) = rows;
        if raw.is_empty() {
            return Err(EvictionError::NoRows);
        }
        let mut rows: Vec<EvictionRow> = Vec::with_capacity(raw.len());
        let mut seen: std::collections::HashMap<(String, String), (usize, Band)> =
            std::collections::HashMap::with_capacity(raw.len());
        for (at, row) in raw {
            let key = (row.sku.to_ascii_lowercase(), row.location.to_ascii_lowercase());
            match seen.get(&key) {
                Some((_, band)) if *band == row.band => {}
                Some((first_row, band)) => {
                    return Err(EvictionError::Conflict {
                        at,
                        sku: cut(&row.sku),
                        location: cut(&row.location),
                        first: *band,
                        first_row: *first_row,
                    });
                }
                None => {
                    seen.insert(key, (at.row, row.band));
                    rows.push(row);
                }
            }
        }
        Ok(EvictionTable { format, rows })
    }

    /// The row for `sku` in `location`, compared without ASCII case (Resource Graph writes
    /// "standard_nd96isr_h100_v5" where the catalog writes "Standard_ND96isr_H100_v5").
    pub fn find(&self, sku: &str, location: &str) -> Option<&EvictionRow> {
        self.rows.iter().find(|r| {
            r.sku.eq_ignore_ascii_case(sku.trim())
                && r.location.eq_ignore_ascii_case(location.trim())
        })
    }

    /// Keeps only the rows `keep` accepts (for storing the part of an export a page can use).
    pub fn retain(&mut self, keep: impl FnMut(&EvictionRow) -> bool) {
        self.rows.retain(keep);
    }

    /// The rows as CSV in the documented query's columns (`csv_text`); it reads back into the
    /// same rows.
    pub fn to_csv(&self) -> String {
        crate::csv_text::to_csv(
            &[RowField::Sku.column(), RowField::Location.column(), RowField::Band.column()],
            self.rows.iter().map(|r| [r.sku.as_str(), r.location.as_str(), r.band.as_str()]),
        )
    }
}

/// A value from the input, cut for an error message.
fn cut(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().nth(40).is_some() {
        out.push('…');
    }
    out
}

fn kind_of(v: &Value) -> JsonKind {
    match v {
        Value::Null => JsonKind::Null,
        Value::Bool(_) => JsonKind::Bool,
        Value::Number(_) => JsonKind::Number,
        Value::String(_) => JsonKind::Text,
        Value::Array(_) => JsonKind::Array,
        Value::Object(_) => JsonKind::Object,
    }
}

/// A size or region name: trimmed, not empty, short, no control characters.
fn name(at: RowAt, field: RowField, text: &str) -> Result<String, EvictionError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(EvictionError::Missing { at, field });
    }
    if t.chars().count() > MAX_CELL_CHARS || t.chars().any(char::is_control) {
        return Err(EvictionError::BadName { at, field, value: cut(t) });
    }
    Ok(t.to_owned())
}

fn band(at: RowAt, text: &str) -> Result<Band, EvictionError> {
    if text.trim().is_empty() {
        return Err(EvictionError::Missing { at, field: RowField::Band });
    }
    Band::parse(text).ok_or_else(|| EvictionError::UnknownBand { at, value: cut(text.trim()) })
}

fn row_of(
    at: RowAt,
    sku: &str,
    location: &str,
    rate: &str,
) -> Result<(RowAt, EvictionRow), EvictionError> {
    Ok((
        at,
        EvictionRow {
            sku: name(at, RowField::Sku, sku)?,
            location: name(at, RowField::Location, location)?,
            band: band(at, rate)?,
        },
    ))
}

fn parse_json(text: &str) -> Result<Vec<(RowAt, EvictionRow)>, EvictionError> {
    // serde_json refuses nesting past 128 levels, so hostile depth is an error, not a crash.
    let value: Value = serde_json::from_str(text)
        .map_err(|e| EvictionError::Json { line: e.line(), column: e.column() })?;
    let rows = match &value {
        Value::Array(rows) => rows,
        Value::Object(map) => {
            match map.iter().find(|(k, _)| k.eq_ignore_ascii_case("data")).map(|(_, v)| v) {
                Some(Value::Array(rows)) => rows,
                Some(other) => return Err(EvictionError::Shape { found: shape_of_data(other) }),
                None => return Err(EvictionError::Shape { found: Shape::NoData }),
            }
        }
        other => return Err(EvictionError::Shape { found: Shape::Value(kind_of(other)) }),
    };
    if rows.len() > MAX_ROWS {
        return Err(EvictionError::TooManyRows { max: MAX_ROWS });
    }
    rows.iter()
        .enumerate()
        .map(|(i, v)| {
            let at = RowAt { row: i + 1, line: None };
            let Value::Object(map) = v else {
                return Err(EvictionError::NotARow { at, found: kind_of(v) });
            };
            let text = |field: RowField| -> Result<&str, EvictionError> {
                match json_field(map, field) {
                    None | Some(Value::Null) => Err(EvictionError::Missing { at, field }),
                    Some(Value::String(s)) => Ok(s.as_str()),
                    Some(other) => Err(EvictionError::NotText { at, field, found: kind_of(other) }),
                }
            };
            row_of(at, text(RowField::Sku)?, text(RowField::Location)?, text(RowField::Band)?)
        })
        .collect()
}

fn shape_of_data(v: &Value) -> Shape {
    match v {
        // A REST response with resultFormat "table".
        Value::Object(_) => Shape::DataIsTable,
        _ => Shape::DataNotArray,
    }
}

/// A row's field by any accepted name, or by the table's nested path (`sku.name`,
/// `properties.evictionRate`) when the query kept the whole row.
fn json_field(map: &serde_json::Map<String, Value>, field: RowField) -> Option<&Value> {
    if let Some((_, v)) = map.iter().find(|(k, _)| field.matches(k)) {
        // A whole `sku` object rather than its name.
        if let (RowField::Sku, Value::Object(sku)) = (field, v) {
            return sku.iter().find(|(k, _)| k.eq_ignore_ascii_case("name")).map(|(_, v)| v);
        }
        return Some(v);
    }
    if field == RowField::Band {
        let props = map.iter().find(|(k, _)| k.eq_ignore_ascii_case("properties"))?.1;
        if let Value::Object(props) = props {
            return props
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case("evictionRate"))
                .map(|(_, v)| v);
        }
    }
    None
}

fn parse_csv(text: &str) -> Result<Vec<(RowAt, EvictionRow)>, EvictionError> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let csv_err = |e: csv::Error| {
        let line = e.position().map_or(0, csv::Position::line);
        let reason = match e.kind() {
            csv::ErrorKind::Utf8 { .. } => CsvReason::NotUtf8,
            _ => CsvReason::Malformed,
        };
        EvictionError::Csv { line, reason }
    };
    let header = reader.headers().map_err(csv_err)?.clone();
    let column = |field: RowField| {
        header.iter().position(|h| field.matches(h)).ok_or_else(|| EvictionError::MissingColumn {
            field,
            found: cut(&header.iter().collect::<Vec<_>>().join(",")),
        })
    };
    let (sku_at, location_at, band_at) =
        (column(RowField::Sku)?, column(RowField::Location)?, column(RowField::Band)?);
    let mut out = Vec::new();
    let mut record = csv::StringRecord::new();
    let mut row = 0;
    while reader.read_record(&mut record).map_err(csv_err)? {
        // A blank line between records.
        if record.iter().all(str::is_empty) {
            continue;
        }
        row += 1;
        if row > MAX_ROWS {
            return Err(EvictionError::TooManyRows { max: MAX_ROWS });
        }
        let at = RowAt { row, line: record.position().map(csv::Position::line) };
        let cell = |i: usize| record.get(i).unwrap_or("");
        out.push(row_of(at, cell(sku_at), cell(location_at), cell(band_at))?);
    }
    Ok(out)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
