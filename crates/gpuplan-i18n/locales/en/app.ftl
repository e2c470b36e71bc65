### A piece of the frame's or a shared page's text.

# The skip link at the top of every page.
skip-to-content = Skip to content

# The main navigation's accessible name.
main-nav = Main

# Navigation: the guide's contents (the home page).
nav-guide = Guide

# Navigation: the catalog of VM sizes.
nav-catalog = Catalog

# Navigation: the decision wizard.
nav-wizard = Wizard

# Navigation: the estimate builder.
nav-estimate = Estimate

# Navigation: the calculators' index.
nav-calculators = Calculators

# Navigation: the search page.
nav-search = Search

# The banner's menu button, which opens the navigation, theme and language on a phone.
menu = Menu

# The button over a chapter's list of chapters and outline, on a phone.
contents = Contents

# The banner's search form: its name, its field's label and placeholder.
search-the-guide = Search the guide

# The banner's search button.
search-button = Search

# The theme menu's label.
theme = Theme

# Theme: follow the system's setting.
theme-system = System

# Theme: always light.
theme-light = Light

# Theme: always dark.
theme-dark = Dark

# The footer of every page.
footer = gpuplan: a guide and planner for GPU work on Azure. Prices are snapshots with sources and dates, not quotes.

# The not-found page's heading.
not-found-title = Page not found

# The not-found page's explanation.
not-found-text = There is no page at this address. It may have moved, or the link may be mistyped.

# A link to the home page (the not-found page, the crash banner).
go-home = Go to the home page

# The crash banner's message.
crash-text = gpuplan hit an internal error and stopped. The address and your saved settings are kept.

# A chapter's sidebar: its accessible name.
chapters = Chapters

# A chapter's sidebar: the heading of its outline.
on-this-page = On this page

# The link to the guide's sources page.
sources = Sources

# The heading of a chapter's own list of sources.
chapter-sources = Sources for this chapter

# The link to the previous chapter.
previous = Previous

# The link to the next chapter.
next = Next

# The search page's field label.
search-label = Search the English guide

# The home page's heading.
home-title = Plan GPU work on Azure

# The home page's opening paragraph.
home-lede = gpuplan is a guide to Azure's GPU virtual machines with the numbers built in: every size and accelerator, prices by region and pricing model with their sources and dates, and calculators that go from a workload to a ranked list of sizes and a costed plan. It runs in your browser and keeps working offline.

# The heading of the home page's table of contents.
home-contents = The guide

# Before the reason the embedded guide could not be read.
guide-not-loaded = The guide could not be loaded.

# A chapter's pager: its accessible name.
pager = Previous and next chapter

# A heading's anchor link: its accessible name.
link-to-section = Link to this section

# The tooltip of a figure the build computed from the catalog.
live-figure = Computed from the catalog when the site was built

# A callout's title: a note.
callout-note = Note

# A callout's title: a warning.
callout-warning = Watch out

# A callout's title: a fact check.
callout-fact-check = Fact check

# The card that opens the estimate builder from a chapter: its title.
estimate-launcher = Estimate builder

# The estimate builder's card: what it does.
estimate-launcher-text = Open the estimate builder with these lines, priced for this region, and change them as you need.

# The card that opens the decision wizard from a chapter: its title.
wizard-launcher = Decision wizard

# The wizard's card: what it does.
wizard-launcher-text = Open the decision wizard with this job, see each step's rule and branch, and add a ranked size to an estimate.

# The link on a card that opens a page.
open = Open

# The sources page: the heading of the list.
every-source = Every source

# The sources page: its introduction.
sources-intro = Every figure in this guide and its catalog comes from one of these sources. Dates are the ones each source gives for itself; a commit pins the exact version read.

# The sources page: before the chapters that cite a source.
cited-in = Cited in

# The sources page: a source only the catalog's data uses.
data-only = Used by the catalog data

# The sources page: before a commit's hash.
at-commit = at commit

# The window's title (the template's `<title>` holds the English one).
site-title = gpuplan: plan GPU work on Azure

# The home page's `<meta name="description">` (the template holds the English one).
site-description = A guide to Azure GPU virtual machines with a sourced catalog, cost models and sizing calculators that work offline.

# The search page's `<meta name="description">`.
search-description = Search every chapter of the guide for a word or phrase.

# The notice a browser without JavaScript shows (the template's `<noscript>` holds the English
# one).
noscript = The guide and the catalog read without JavaScript; the calculators, search and estimates run as WebAssembly and need it.

# The crash banner's reload link.
crash-reload = Reload this page

## Sentences with values

# The search page's hint before anything is typed.
search-hint = Type a word or phrase (for example: Spot, InfiniBand, reservation).

# The search page: no section matches; $query is what was typed.
search-none = No section contains “{ $query }”.

# The search page: as many sections match as it shows ($n, its limit), so there may be more.
search-first = The first { $n } matching sections.

# The search page: how many sections match ($n).
search-count =
    { $n ->
        [one] { $n } section matches.
       *[other] { $n } sections match.
    }

# The search page's notice that a long query was cut; $max is how many characters are used.
query-cut = Only the first { $max } characters of the query are used.

# A placeholder where a chapter names a calculator the product does not have yet; $name is the
# calculator's name.
coming-soon = Calculator “{ $name }”: coming soon.

# In the placeholder, before the settings the chapter gives the calculator (`key = value`, …).
# The English ends with a space, the Chinese with its colon.
coming-soon-settings = Its settings here will be:{ " " }

# A footnote marker's tooltip: $n is the source's number in the chapter, $title its title.
footnote = Source { $n }: { $title }

# A table's scrolling box's accessible name; $columns is its column headings, as a list.
table-region = Table: { $columns }

# Durations, written by format::hours and format::duration wherever a time is shown (tables,
# calculators, the CLI). $value, $days, $hours and $minutes are figures already written with
# thousands separators ("1,157.8"); "h" and "min" are units.

# A time that never comes (a job that never finishes).
duration-never = never

# A duration of two days or more, with the hours beside it: "1,157.8 days (27,786 h)".
duration-days-hours = { $days } days ({ $hours } h)

# A duration under two days, in hours: "3.00 h".
duration-h = { $hours } h

# A duration under an hour, in minutes: "45.0 min".
duration-min = { $minutes } min

# A wall time under two days: "36 hours".
duration-hours = { $value } hours

# A wall time under two months: "30 days".
duration-days = { $value } days

# A wall time under two years: "6.0 months".
duration-months = { $value } months

# A wall time of two years or more: "1,234 years".
duration-years = { $value } years
