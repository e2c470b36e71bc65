//! The catalog table: sortable headers, a compare checkbox per size, and prices that read
//! "not in snapshot" where the snapshot has none.

use gpuplan_core::catalog::Lifecycle;
use gpuplan_core::catalog::coverage::STALE_AFTER_DAYS;
use gpuplan_core::catalog::view::{CatalogView, Column, MAX_COMPARE, PriceCell, Row, TimeUnit};
use gpuplan_core::guide::Lang;
use gpuplan_i18n::catalog::{self as words, CatalogMsg as M};
use yew::prelude::*;

use crate::nav::Go;
use crate::route::Route;

/// Props for [`CatalogTable`].
#[derive(Clone, PartialEq, Properties)]
pub struct CatalogTableProps {
    /// The rows, already filtered and sorted.
    pub rows: Vec<Row<'static>>,
    /// The current view.
    pub view: CatalogView,
    /// Called with the changed view (sort, compare).
    pub onchange: Callback<CatalogView>,
    /// Whether each price more than 90 days old carries its own mark. When every price shown is
    /// that old, the caption says so once instead (and each cell still gives its date on hover).
    pub mark_each_old: bool,
}

/// The sizes table.
#[component]
pub fn CatalogTable(props: &CatalogTableProps) -> Html {
    let v = &props.view;
    let lang = crate::i18n::use_lang();
    let header = |column: Column| {
        let sorted = v.sort == column;
        let aria = sorted.then_some(if v.descending { "descending" } else { "ascending" });
        let (view, on) = (v.clone(), props.onchange.clone());
        let onclick = Callback::from(move |_| {
            let descending = if view.sort == column {
                !view.descending
            } else {
                matches!(column, Column::Vram | Column::Gpus | Column::Vcpu)
            };
            on.emit(CatalogView { sort: column, descending, ..view.clone() });
        });
        let arrow = if !sorted {
            ""
        } else if v.descending {
            " ▼"
        } else {
            " ▲"
        };
        let class = matches!(column, Column::Price(_)).then_some("num");
        html! {
            <th scope="col" aria-sort={aria} {class}>
                <button type="button" class="sort" data-column={column.key()} {onclick}>{ words::column(column, lang) }{ arrow }</button>
            </th>
        }
    };
    // One toggle for every row, made once: it reads the view and the parent's callback of the
    // latest render, so a row whose own figures did not change is not rendered again.
    let latest = use_mut_ref(|| (v.clone(), props.onchange.clone()));
    *latest.borrow_mut() = (v.clone(), props.onchange.clone());
    let ontoggle = {
        let latest = latest.clone();
        use_callback((), move |name: String, _| {
            let (view, on) = latest.borrow().clone();
            let mut next = view;
            if let Some(i) = next.compare.iter().position(|c| *c == name) {
                next.compare.remove(i);
            } else if next.compare.len() < MAX_COMPARE {
                next.compare.push(name);
            }
            on.emit(next);
        })
    };
    let full = v.compare.len() >= MAX_COMPARE;
    let rows = props.rows.iter().map(|row| {
        let checked = v.compare.contains(&row.size.name);
        html! {
            <CatalogRow key={row.size.name.as_str()} row={row.clone()} unit={v.unit} {checked}
                disabled={!checked && full} ontoggle={ontoggle.clone()} mark_old={props.mark_each_old} />
        }
    });
    let columns = Column::all();
    html! {
        <div class="table-scroll">
            <table class="catalog-table">
                <thead>
                    <tr>
                        <th scope="col"><span class="visually-hidden">{ M::Compare.text(lang) }</span></th>
                        { for columns.into_iter().map(header) }
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </div>
    }
}

/// A price cell's tooltip: its snapshot date, and a warning when the price is old.
pub(crate) fn old_title(as_of: gpuplan_core::date::Date, old: bool, lang: Lang) -> String {
    words::old_title(as_of, old, STALE_AFTER_DAYS, lang)
}

/// Props for [`CatalogRow`].
#[derive(Clone, Properties)]
struct CatalogRowProps {
    row: Row<'static>,
    unit: TimeUnit,
    checked: bool,
    disabled: bool,
    /// Called with the size's name when its compare box changes.
    ontoggle: Callback<String>,
    /// Whether an old price carries its mark (see [`CatalogTableProps::mark_each_old`]).
    mark_old: bool,
}

impl PartialEq for CatalogRowProps {
    /// The size by address (the catalog lives as long as the page), everything shown by value.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.row.size, other.row.size)
            && self.row.gpu.map(std::ptr::from_ref) == other.row.gpu.map(std::ptr::from_ref)
            && self.row.status == other.row.status
            && self.row.prices == other.row.prices
            && self.row.as_of == other.row.as_of
            && self.unit == other.unit
            && self.checked == other.checked
            && self.disabled == other.disabled
            && self.ontoggle == other.ontoggle
            && self.mark_old == other.mark_old
    }
}

/// One size's row; rendered again only when what it shows changes.
#[component]
fn CatalogRow(props: &CatalogRowProps) -> Html {
    let row = &props.row;
    let lang = crate::i18n::use_lang();
    let name = row.size.name.clone();
    let toggle = {
        let (on, name) = (props.ontoggle.clone(), name.clone());
        Callback::from(move |_: Event| on.emit(name.clone()))
    };
    let ib = words::stated(row.size.infiniband.known(), lang);
    let status_class = classes!("status", (row.status == Lifecycle::Retired).then_some("retired"));
    let today = crate::catalog_data::today();
    let gpu = row
        .gpu
        .map_or_else(|| row.size.gpu_name_in(lang).to_owned(), |g| g.name_in(lang).to_owned());
    html! {
        <tr data-size={name.clone()}>
            <td class="pick">
                <input type="checkbox" id={format!("cmp-{name}")} checked={props.checked} onchange={toggle}
                    disabled={props.disabled}
                    aria-label={words::compare_size(&name, lang)} />
            </td>
            <th scope="row"><Go to={Route::Size { size: name.clone() }}>{ name.clone() }</Go></th>
            <td>{ gpu }</td>
            <td class="num">{ row.size.gpu_count.to_string() }</td>
            <td class="num">{ format!("{}", row.size.vram_gb()) }</td>
            { for row.prices.iter().enumerate().map(|(i, cell)| {
                let old = row.is_old(i, today);
                let class = classes!(
                    "num",
                    "price",
                    (!matches!(cell, PriceCell::Value(_))).then_some("missing"),
                    (old && props.mark_old).then_some("old"),
                );
                let title = row.as_of.get(i).copied().flatten().map(|d| old_title(d, old, lang));
                html! { <td {class} {title}>{ words::cell(*cell, props.unit, lang) }</td> }
            }) }
            <td class="num">{ row.size.vcpu }</td>
            <td>{ ib }</td>
            <td class={status_class}>{ words::lifecycle(row.status, lang) }</td>
        </tr>
    }
}
