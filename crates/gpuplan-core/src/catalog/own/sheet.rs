//! A company's price sheet, as its billing account downloads or exports it (CSV): the
//! Enterprise Agreement's, in its current layout (`MeterID`, `UnitPrice`, `CurrencyCode`, …) or
//! its older one (two title lines, then `Meter ID`, `Unit price`, …), and the Microsoft
//! Customer Agreement's (`MeterId` or `meterId`, `UnitPrice`, `Currency`, `BillingCurrency`,
//! …). Columns are found by name, whatever their order, case, spaces, `-` and `_`
//! (docs/data.md lists the layouts and where Microsoft documents them).
//!
//! Each virtual machine row becomes an API item, which the snapshot's importer classifies, so
//! the same rules apply: its meter name and the meter map give the size, a `Spot` or `Low
//! Priority` suffix the model, a product or subcategory ending in `Windows` the OS, an `N
//! Hours` unit divides the price. A row's `UnitPrice` is the company's price; a reservation's
//! is its whole term's, as in the API. The sheet's region names (`US East`) are read through
//! each region's `meter_region`.

use std::collections::HashMap;

use rust_decimal::Decimal;
use serde_json::{Map, Value};

use super::{OwnError, Place, Skip};
use crate::catalog::Region;

/// The columns read, by their name with case, spaces, `-` and `_` taken out; the first of a
/// list that the header has is used.
const NAME: &[&str] = &["metername"];
const CATEGORY: &[&str] = &["metercategory"];
const SUBCATEGORY: &[&str] = &["metersubcategory"];
const REGION: &[&str] = &["meterregion"];
const UNIT: &[&str] = &["unitofmeasure"];
const PRICE: &[&str] = &["unitprice"];
const CURRENCY: &[&str] = &["currency", "currencycode"];
const PRICE_TYPE: &[&str] = &["pricetype"];
const TERM: &[&str] = &["term"];
const START: &[&str] = &["effectivestartdate"];
const PRODUCT: &[&str] = &["product", "productname"];
const OFFER: &[&str] = &["offerid"];
const TIER: &[&str] = &["tierminimumunits"];
/// The columns without which a sheet is not read.
const REQUIRED: [(&str, &[&str]); 5] = [
    ("MeterName", NAME),
    ("MeterCategory", CATEGORY),
    ("MeterRegion", REGION),
    ("UnitOfMeasure", UNIT),
    ("UnitPrice", PRICE),
];
/// How many lines before the header a sheet may have (the older layout has two).
const MAX_PREAMBLE: usize = 5;

/// Which layout a sheet has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layout {
    /// The Enterprise Agreement's current layout.
    Ea,
    /// The Enterprise Agreement's older download, with title lines above the header.
    EaOlder,
    /// The Microsoft Customer Agreement's.
    Mca,
}

/// A column's name with case, white space, `-` and `_` taken out.
fn folded(name: &str) -> String {
    name.trim_start_matches('\u{feff}')
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-' && *c != '_')
        .flat_map(char::to_lowercase)
        .collect()
}

/// The header's columns, by their folded names.
struct Header {
    names: Vec<String>,
    at: HashMap<String, usize>,
}

impl Header {
    fn new(record: &csv::StringRecord) -> Header {
        let names: Vec<String> = record.iter().map(str::to_owned).collect();
        let mut at = HashMap::new();
        for (i, n) in names.iter().enumerate() {
            at.entry(folded(n)).or_insert(i);
        }
        Header { names, at }
    }

    fn column(&self, any: &[&str]) -> Option<usize> {
        any.iter().find_map(|n| self.at.get(*n).copied())
    }

    fn is_sheet(&self) -> bool {
        REQUIRED.iter().all(|(_, any)| self.column(any).is_some())
    }
}

/// One data row's cells, read by column.
struct Row<'r> {
    record: &'r csv::StringRecord,
    header: &'r Header,
    line: usize,
}

impl Row<'_> {
    /// A column's cell, trimmed; `None` when the sheet has no such column or the row is short.
    fn get(&self, any: &[&str]) -> Option<&str> {
        self.header.column(any).and_then(|i| self.record.get(i)).map(str::trim)
    }

    /// A cell the importer will read: refused when it starts like a spreadsheet formula.
    fn cell(&self, any: &[&str]) -> Result<Option<&str>, OwnError> {
        let Some(value) = self.get(any) else { return Ok(None) };
        if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
            let column = self.header.column(any).and_then(|i| self.header.names.get(i));
            return Err(OwnError::Formula {
                at: Place::Line(self.line),
                column: column.map(|c| super::cut(c)).unwrap_or_default(),
            });
        }
        Ok(Some(value))
    }
}

/// What a row of the sheet is.
pub(super) enum SheetRow {
    /// An API item for the importer, where it was, its exact price and its kind of price.
    Item(Place, Map<String, Value>, Decimal, Model),
    /// A row left out, and why.
    Skipped(Skip),
}

/// A row's kind of price, which the item alone does not say for a savings plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Model {
    /// Pay-as-you-go, Spot, Low Priority or a reservation, as the item says.
    AsItemSays,
    /// A savings plan's hourly price, for one year or three.
    SavingsPlan { years: u8 },
}

/// Reads a sheet's rows: the layout and each row as an item or a skip. `Ok(None)` when the text
/// has no header with the columns a price sheet has.
pub(super) fn rows(
    text: &str,
    regions: &[Region],
) -> Result<Option<(Layout, Vec<SheetRow>)>, OwnError> {
    let mut reader =
        csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(text.as_bytes());
    let mut records = reader.records();
    let mut header = None;
    let mut preamble = 0;
    for _ in 0..=MAX_PREAMBLE {
        let Some(record) = records.next() else { break };
        let record = record.map_err(|e| csv_error(&e))?;
        let h = Header::new(&record);
        if h.is_sheet() {
            header = Some(h);
            break;
        }
        preamble += 1;
    }
    let Some(header) = header else {
        return Ok(None);
    };
    let layout =
        if header.column(&["billingcurrency", "tierminimumunits", "billingprofileid"]).is_some() {
            Layout::Mca
        } else if preamble > 0 {
            Layout::EaOlder
        } else {
            Layout::Ea
        };
    let mut data = Vec::new();
    for record in records {
        let record = record.map_err(|e| csv_error(&e))?;
        if record.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        let line = record.position().map_or(0, |p| usize::try_from(p.line()).unwrap_or(0));
        data.push((line, record));
    }
    let offer = main_offer(&header, &data);
    let mut out = Vec::with_capacity(data.len());
    for (line, record) in &data {
        let row = Row { record, header: &header, line: *line };
        out.push(sheet_row(&row, regions, offer.as_deref())?);
    }
    Ok(Some((layout, out)))
}

/// The offer most virtual machine rows are for, when the sheet has an offer column: a sheet
/// lists a meter once per offer (the ordinary one, Dev/Test and so on), and only the main
/// offer's rows are read.
fn main_offer(header: &Header, data: &[(usize, csv::StringRecord)]) -> Option<String> {
    let column = header.column(OFFER)?;
    let category = header.column(CATEGORY)?;
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for (_, r) in data {
        if r.get(category).map(str::trim) == Some("Virtual Machines") {
            *counts.entry(r.get(column).map_or("", str::trim)).or_default() += 1;
        }
    }
    counts.into_iter().max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(a.0))).map(|(o, _)| o.to_owned())
}

/// One data row as an item for the importer, or the reason it is left out.
fn sheet_row(row: &Row<'_>, regions: &[Region], offer: Option<&str>) -> Result<SheetRow, OwnError> {
    let at = Place::Line(row.line);
    if row.get(CATEGORY) != Some("Virtual Machines") {
        return Ok(SheetRow::Skipped(Skip::NotACatalogSize));
    }
    if let (Some(main), Some(this)) = (offer, row.get(OFFER))
        && this != main
    {
        return Ok(SheetRow::Skipped(Skip::OtherOffer));
    }
    if row.get(TIER).is_some_and(|t| t.parse::<f64>().map_or(true, |t| t > 0.0)) {
        return Ok(SheetRow::Skipped(Skip::OtherModel));
    }
    if row.cell(CURRENCY)?.is_some_and(|c| !c.eq_ignore_ascii_case("USD")) {
        return Ok(SheetRow::Skipped(Skip::OtherCurrency));
    }
    let name = row.cell(NAME)?.unwrap_or_default();
    let region_cell = row.cell(REGION)?.unwrap_or_default();
    let Some(region) = region_of(region_cell, regions) else {
        return Ok(SheetRow::Skipped(Skip::OtherRegion));
    };
    let price_cell = row.cell(PRICE)?.unwrap_or_default();
    let bad = |column: &[&str], value: &str| OwnError::Field {
        at: at.clone(),
        field: row
            .header
            .column(column)
            .and_then(|i| row.header.names.get(i))
            .map(|c| super::cut(c))
            .unwrap_or_default(),
        value: Some(super::cut(value)),
    };
    let price = exact_price(price_cell).ok_or_else(|| bad(PRICE, price_cell))?;
    let unit = row.cell(UNIT)?.unwrap_or_default();
    let product = match (row.cell(PRODUCT)?, row.cell(SUBCATEGORY)?) {
        (Some(p), _) if !p.is_empty() => p.to_owned(),
        (_, Some(s)) => format!("Virtual Machines {s}"),
        _ => "Virtual Machines".to_owned(),
    };
    let kind = folded(row.cell(PRICE_TYPE)?.unwrap_or_default());
    let term = row.cell(TERM)?.unwrap_or_default();
    let years = match folded(term).as_str() {
        "" => None,
        "p1y" | "1year" | "12months" => Some(1),
        "p3y" | "3years" | "36months" => Some(3),
        _ => return Err(bad(TERM, term)),
    };
    let mut item = Map::new();
    let mut put = |k: &str, v: Value| {
        item.insert(k.to_owned(), v);
    };
    put("armRegionName", Value::from(region));
    put("currencyCode", Value::from("USD"));
    put("serviceName", Value::from("Virtual Machines"));
    put("skuName", Value::from(name));
    put("meterName", Value::from(name));
    put("productName", Value::from(product));
    if let Some(start) = row.cell(START)?.filter(|s| !s.is_empty()) {
        put("effectiveStartDate", Value::from(start));
    }
    let model = match kind.as_str() {
        "" | "consumption" => {
            put("unitOfMeasure", Value::from(unit));
            Model::AsItemSays
        }
        "reservedinstance" | "reservation" => {
            // A reservation's price is its whole term's, whatever unit the row names.
            put("type", Value::from("Reservation"));
            let term = match years {
                Some(1) => "1 Year",
                Some(3) => "3 Years",
                _ => return Err(bad(TERM, term)),
            };
            put("reservationTerm", Value::from(term));
            Model::AsItemSays
        }
        "savingsplan" => {
            put("unitOfMeasure", Value::from(unit));
            match years {
                Some(y) => Model::SavingsPlan { years: y },
                None => return Err(bad(TERM, term)),
            }
        }
        _ => return Ok(SheetRow::Skipped(Skip::OtherModel)),
    };
    Ok(SheetRow::Item(at, item, price, model))
}

/// The ARM name of the region a sheet's cell names: by its meter region (`US East`), its ARM
/// name or its display name, in any case.
fn region_of<'r>(cell: &str, regions: &'r [Region]) -> Option<&'r str> {
    let wanted = cell.trim().to_lowercase();
    regions
        .iter()
        .find(|r| {
            r.meter_region.as_deref() == Some(wanted.as_str())
                || r.name == wanted
                || r.display_name.to_lowercase() == wanted
        })
        .map(|r| r.name.as_str())
}

/// A price cell as an exact decimal: plain decimal text only, with at most 15 significant
/// digits, as the importer reads the API's prices; `None` for anything else.
fn exact_price(cell: &str) -> Option<Decimal> {
    let d: Decimal = cell.parse().ok()?;
    let d = d.normalize();
    (d.mantissa().unsigned_abs().to_string().len() <= 15).then_some(d)
}

/// A CSV fault: its line and whether the bytes were the cause.
fn csv_error(e: &csv::Error) -> OwnError {
    let line = e.position().map_or(0, |p| usize::try_from(p.line()).unwrap_or(0));
    OwnError::Csv { line }
}

/// The price sheet's column (as Microsoft's column reference names it) that an item's field
/// came from, for an error the importer reports on the item.
pub(super) fn column_of(api_field: &str) -> String {
    match api_field {
        "retailPrice" => "UnitPrice",
        "unitOfMeasure" => "UnitOfMeasure",
        "armRegionName" => "MeterRegion",
        "productName" => "Product",
        "effectiveStartDate" => "EffectiveStartDate",
        "reservationTerm" => "Term",
        "type" => "PriceType",
        _ => "MeterName",
    }
    .to_owned()
}
