### A piece of the text of the catalog of sizes and each size's page.

# The catalog page's heading.
title = Azure GPU VM sizes

# Above the list of address parameters the catalog could not use.
notices-intro = Some settings in the address could not be used and were left at their defaults:

# The export buttons' group name.
export-table = Export the table

# Export button.
export-csv = Export CSV

# Export button.
export-json = Export JSON

# Export button.
export-markdown = Export Markdown

# The catalog's folded list of price sources.
where-from = Where these prices come from

# Under the price sources: how prices are rounded.
rounding = Prices are rounded only for display: 4 decimals per hour, 2 per month or year, half to even.

# The caption's link to the coverage tables; the coverage section's heading.
coverage-title = What the price data covers

# The filter form's accessible name.
filters = Catalog filters

# The first group of filters.
filter-sizes = Filter sizes

# A filter's choice that lets every size through.
any = Any

# Filter: the least GPU memory per VM.
min-vram = GPU memory at least (GB)

# Filter: the least number of GPUs.
min-gpus = GPUs at least

# InfiniBand filter: the docs state it.
stated = Stated

# InfiniBand filter: the docs do not state it.
not-stated-choice = Not stated

# Filter: the lifecycle stage; the table's status column.
status = Status

# Filter: show retired sizes too.
show-retired = Show retired sizes

# The second group of controls; the size page's price section when it has none.
prices = Prices

# Control: the region whose prices are shown; the size page's region column.
region = Region

# Control: Linux or Windows prices.
os = OS

# Control: how prices are divided.
normalise = Normalise

# Control: the time a price covers.
per = Per

# Normalisation: the whole VM.
per-vm = per VM

# Normalisation: per GPU.
per-gpu = per GPU

# Normalisation: per GB of GPU memory.
per-vram-gb = per GB of GPU memory

# Normalisation: per dense BF16 PFLOP.
per-pflop = per dense BF16 PFLOP

# Time unit choice.
hour = hour

# Time unit choice.
month = month

# Time unit choice.
year = year

# Column: the size's name.
col-size = Size

# Column and spec row: GPUs per VM.
gpus = GPUs

# Column and compare row: GPU memory per VM.
col-vram = GPU memory (GB)

# The compare checkboxes' column (read by screen readers).
compare = Compare

# Pricing model.
payg = Pay-as-you-go

# Pricing model.
spot = Spot

# Pricing model.
low-priority = Low Priority

# Pricing model.
savings-plan1y = Savings plan, 1 year

# Pricing model.
savings-plan3y = Savings plan, 3 years

# Pricing model.
reservation1y = Reservation, 1 year

# Pricing model.
reservation3y = Reservation, 3 years

# Pricing model.
dev-test = Dev/Test

# Lifecycle stage.
available = available

# Lifecycle stage: new capacity goes only to another series.
limited = capacity-limited

# Lifecycle stage.
preview = preview

# Lifecycle stage.
retiring = retiring

# Lifecycle stage.
retired = retired

# A feature the docs state.
yes = yes

# A feature the docs say is absent.
no = no

# A feature or figure no source gives.
not-stated = not stated

# The size page: a feature the docs read do not mention.
not-stated-in-docs = not stated in the docs read

# A price cell the snapshot has no price for.
not-in-snapshot = not in snapshot

# A price cell whose snapshot price has ended.
price-ended = ended

# A price cell that cannot be divided per BF16 PFLOP.
no-bf16 = no BF16 figure

# The compare panel's button.
clear-comparison = Clear comparison

# Spec row: the VM's memory.
memory = Memory

# Spec row: NVLink or the GPU fabric.
nvlink-fabric = NVLink / GPU fabric

# Compare row: BF16 dense throughput per GPU.
bf16-per-gpu = BF16 dense TFLOP/s per GPU

# The size page's link back to the catalog.
all-sizes = ← All sizes

# The size page: its specs section.
specifications = Specifications

# Spec row: the GPU as the size's docs page names it.
gpu-as-named = GPU (as the size page names it)

# Spec row.
gpu-memory-per-vm = GPU memory per VM (GB)

# Spec row.
temp-disk = Temporary disk (GiB)

# Spec row.
local-nvme = Local NVMe

# Spec row.
network = Network (Mbps)

# Spec row: the series' lifecycle.
lifecycle = Lifecycle

# The GPU section's explanation of its figures.
gpu-intro = Dense throughput per GPU in TFLOP/s (INT8 in TOPS). "n/a": the unit does not exist on this part; "not stated": no source gave it.

# After the GPU section's explanation, when the vendor prints sparse figures only.
sparse-halved = The vendor prints only with-sparsity tensor figures; these are half of them.

# GPU row: its memory.
gpu-memory = Memory

# GPU row.
bandwidth = Memory bandwidth (GB/s)

# GPU row: FP64 on tensor cores.
fp64-tensor = FP64 tensor

# GPU row.
interconnect = Interconnect

# GPU row.
tdp = TDP (W)

# GPU row: the year it came out.
launched = Launched

# GPU row.
hardware-price = Hardware price

# No hardware price was found.
none-found = none found

# A figure that does not exist on the part.
not-applicable = n/a

# The size page's sources section.
sources = Sources

# The size page's price table heading.
price-every-region = Price in every region

# Under the size page's price heading.
region-prices-intro = USD per hour; reservations are whole-term totals. Hover a price for its date and source.

# The size page's price table: the snapshot dates' column.
as-of = As of

# Coverage table heading.
by-model = By pricing model

# Coverage table heading.
by-group = By region group (share of pairs)

# Coverage table heading.
by-series = By series (pairs priced / pairs sold)

# Coverage column.
pricing-model = Pricing model

# Coverage column.
pairs-priced = Pairs priced

# Coverage column.
share = Share

# Coverage column.
age-of-prices = Age of the prices

# Coverage column.
region-group = Region group

# Coverage column.
series = Series

# Coverage column: pairs sold.
sold = Sold

# Before the list of sizes with no price anywhere.
never-priced = Sizes in the catalog with no price in any region:

# Coverage column: pay-as-you-go Linux.
cov-payg-linux = Pay-as-you-go Linux

# Coverage column.
cov-payg-windows = Pay-as-you-go Windows

# Coverage column.
cov-spot-linux = Spot Linux

# Coverage column.
cov-spot-windows = Spot Windows

# Coverage column.
cov-savings1y = Savings plan 1 year

# Coverage column.
cov-savings3y = Savings plan 3 years

# Coverage column.
cov-reservation1y = Reservation 1 year

# Coverage column.
cov-reservation3y = Reservation 3 years

# Region group.
americas = Americas

# Region group.
europe = Europe

# Region group.
asia-pacific = Asia Pacific

# Region group.
middle-east-africa = Middle East and Africa

## Punctuation between pieces of text: what a page puts between two sentences, between the items
## of a list, and around a remark in parentheses.

# Between two sentences or pieces of text (a space in English; nothing in Chinese).
space = { " " }

# Between the items of a list: "a, b, c".
list-sep = { ", " }

# A remark in parentheses after the text before it.
# $text: the remark.
paren = { " " }({ $text })

## The catalog page.

# The catalog page while its data is still being fetched (the loader's reason is then always
# "still loading").
catalog-loading = The catalog could not be loaded: still loading

# The catalog page when its data could not be read.
# $reason: why, as the loader says it (English).
catalog-not-loaded = The catalog could not be loaded: { $reason }

# The catalog page's lede.
# $sizes, $series, $gpus: how many sizes, series and accelerators; $regions: how many regions
# the catalog lists; $priced: how many of them have a price (as chapter 1 counts them).
lede = { $sizes } sizes in { $series } series, { $gpus } accelerators, prices for { $priced } of { $regions } regions. Filter, sort any column, pick sizes to compare, and share the address: it holds the whole view.

# A price cell whose snapshot price has ended.
# $date: the day it ended.
cell-ended = ended { $date }

# A choice of the region filter.
# $geography: the region's geography; $region: its name with its code.
region-choice = { $geography } – { $region }

# The GPU filter's choice for part of a name, from a shared link.
# $part: the text the name contains.
name-contains = Name contains “{ $part }”

# The unit of the prices shown, such as "per VM per hour".
# $normalise: what a price is divided by ("per VM"); $unit: the time it covers ("hour").
price-unit = { $normalise } per { $unit }

# The unit of the prices shown when they are per GPU, by the month or year (a space after "GPU"
# in Chinese, before the Chinese that follows).
# $unit: the time a price covers ("month").
price-unit-gpu = per GPU per { $unit }

# The unit of the prices shown when they are per GPU and per hour.
price-unit-gpu-hour = per GPU per hour

# A downloaded Markdown table's first line: what its prices are.
# $caption: what the prices are (price-caption).
export-caption = Prices: { $caption }

# What the prices of the table are: currency, unit, region and OS.
# $per: the unit ("per VM per hour"); $region: the region as a sentence names it; $os: the OS.
price-caption = USD { $per }, { $region } ({ $os })

# The compare panel's heading over the prices.
# $per: the unit ("per VM per hour"); $region: the region as a sentence names it; $os: the OS.
compare-prices = USD { $per } in { $region } ({ $os })

# The table's caption after how many sizes are priced here.
# $payg: how many sizes have a pay-as-you-go price; $prices: what the prices are (price-caption).
shown-caption = { "; " }{ $payg } priced pay-as-you-go. Prices: { $prices }.{ " " }

# The table's caption opens with how many of the sizes shown have a price in the region.
# $priced: how many have one; $shown: how many sizes are shown.
priced-here = { $priced } of { $shown } sizes priced here

# The caption: the newest snapshot for the region.
# $date: its date.
snapshot-newest = Newest snapshot for this region: { $date }.

# The caption when no snapshot covers the region.
snapshot-none = No snapshot covers this region.

# The caption when every price shown is old, before the old-price mark.
# $count: how many prices are shown; $days: the age limit in days.
old-all-before = { " " }All { $count } prices shown are more than { $days } days old{ " " }

# The caption when every price shown is old, after the old-price mark.
old-all-after = { "; " }each gives its date on hover.{ " " }

# The caption when some prices shown are old, before the old-price mark.
# $count: how many are old; $days: the age limit in days.
old-some-before = { " " }{ $count } prices shown are more than { $days } days old: they carry{ " " }

# The caption when some prices shown are old, after the old-price mark.
old-some-after = { " " }and give their date on hover.{ " " }

# A price cell's tooltip when the price is old.
# $date: the price's snapshot date; $days: the age limit in days.
old-title-old = price of { $date }: more than { $days } days old

# A price cell's tooltip.
# $date: the price's snapshot date.
old-title = price of { $date }

# The size page's price tooltip.
# $title: the price's date (old-title); $source: the price's source, by its short name.
price-title = { $title }, source { $source }

# A size page's window title; $size: the size's name.
size-title = { $size }: specifications and prices

# A size page's `<meta name="description">`; $size: the size's name, $lede: the size page's lede
# after it.
size-description = { $size }: specifications, lifecycle, and prices in every region and pricing model, each with its date and source. { $lede }

# A price line's reference to its source, after its date (the calculators' and the CLI's prices
# used); $source: the source's short name (never its key).
source-ref = source { $source }

# A source in the catalog's list of price sources.
# $title: its title; $date: its date.
source-line = { $title } ({ $date })

# Under the catalog: how reservation prices are divided into hours.
# $one, $three: the hours of a 1-year and a 3-year term.
reservation-note = Reservation prices are whole-term totals spread over { $one } or { $three } hours.{ " " }

# The compare panel's heading.
# $n: how many sizes are compared.
comparing = Comparing { $n ->
    [one] { $n } size
   *[other] { $n } sizes
}

# A size's compare checkbox, for screen readers.
# $name: the size.
compare-size = Compare { $name }

## The size page.

# The size page's lede.
# $series: the series; $gpu: the GPU (or gpu-not-named); $date: the page's date; $status: the
# size's lifecycle on that date (lifecycle-text's words).
size-lede = Series { $series }, { $gpu }. Status on { $date }: { $status }.

# The size page's lede when the docs read name no GPU.
gpu-not-named = GPU not named in the docs read

# A figure's note as the docs print it, after the figure.
# $note: the note (in Chinese, the data's Chinese text).
printed = { " " }(printed: { $note })

# A size's lifecycle: retired on a day.
# $date: the day.
retired-on = retired on { $date }

# A size's lifecycle: retiring on a day.
# $date: the day.
retires-on = retires on { $date }

# A size's lifecycle, after the retirement date: when it was announced.
# $date: the day of the announcement.
announced = { " " }(announced { $date })

# A capacity-limited size's lifecycle: where new capacity goes instead.
# $series: the series that gets it.
capacity-goes-to = : new capacity goes only to { $series }

# A preview size's lifecycle: what preview means here.
preview-no-sla = : not covered by the SLA, never recommended

# A size's lifecycle: what Microsoft names in its place.
# $name: the size or series.
successor = ; Microsoft names { $name } in its place

# A size's lifecycle: where it is generally available.
# $regions: the regions, listed.
generally-available = ; generally available in { $regions }

# A size's lifecycle: the series' note, after the rest.
# $note: the note.
series-note = . { $note }

# A GPU's street price: an analyst, press or reseller figure.
# $low, $high: the range in whole dollars; $units: for how many GPUs; $note: the source's note.
hardware-street = street USD { $low }–{ $high } for { $units } GPU(s): { $note }

# A GPU's system list price: a vendor's list price for a whole system.
# $low, $high: the range in whole dollars; $units: for how many GPUs; $note: the source's note.
hardware-system-list = system list USD { $low }–{ $high } for { $units } GPU(s): { $note }

# A source's date, after its title.
# $date: the date.
dated = { " " }(dated { $date })

# The size page when no snapshot prices the size.
# $date: the newest snapshot's date.
no-price-dated = No price for this size is in any snapshot (newest: { $date }).

# The size page when no snapshot prices the size and there is no snapshot at all.
no-price-undated = No price for this size is in any snapshot (newest: none).

# The size page's price table: a row's header.
# $region: the region's name; $os: the OS.
region-os = { $region } ({ $os })

## The coverage section of the sources page.

# The coverage section's introduction.
# $date: the day counted on; $days: the age after which a price is marked old.
coverage-intro = Counted on { $date } for the series not retired by then. The base is every size × region pair the size is sold in, meaning the snapshot holds a price of any kind for it there; each cell counts the pairs with a price under that model. Prices older than { $days } days are marked wherever the site shows them.

# A coverage cell's age of prices.
# $days: a number of days, or a range of them ("102–165").
age-days = { $days } days

## Geographies of the region list (as content/data/regions.toml writes them), for the region
## filter and the wizard.

# A geography of the region list.
geo-africa = Africa

# A geography of the region list.
geo-asia-pacific = Asia Pacific

# A geography of the region list.
geo-canada = Canada

# A geography of the region list.
geo-europe = Europe

# A geography of the region list.
geo-mexico = Mexico

# A geography of the region list.
geo-middle-east = Middle East

# A geography of the region list.
geo-south-america = South America

# A geography of the region list.
geo-us = US

## Azure regions, by their code. Each has two messages: its name (English: the display name of
## content/data/regions.toml; Chinese: Microsoft's zh-CN name, source regions-zh-cn in
## content/data/sources.toml), and how a sentence or caption names it: English by its code, as
## the pages always have; Chinese by its name with the code in full-width brackets.

# The region australiacentral's name.
region-name-australiacentral = Australia Central

# The region australiacentral as a sentence names it.
region-ref-australiacentral = australiacentral

# The region australiacentral2's name.
region-name-australiacentral2 = Australia Central 2

# The region australiacentral2 as a sentence names it.
region-ref-australiacentral2 = australiacentral2

# The region australiaeast's name.
region-name-australiaeast = Australia East

# The region australiaeast as a sentence names it.
region-ref-australiaeast = australiaeast

# The region australiasoutheast's name.
region-name-australiasoutheast = Australia Southeast

# The region australiasoutheast as a sentence names it.
region-ref-australiasoutheast = australiasoutheast

# The region brazilsouth's name.
region-name-brazilsouth = Brazil South

# The region brazilsouth as a sentence names it.
region-ref-brazilsouth = brazilsouth

# The region canadacentral's name.
region-name-canadacentral = Canada Central

# The region canadacentral as a sentence names it.
region-ref-canadacentral = canadacentral

# The region canadaeast's name.
region-name-canadaeast = Canada East

# The region canadaeast as a sentence names it.
region-ref-canadaeast = canadaeast

# The region centralindia's name.
region-name-centralindia = Central India

# The region centralindia as a sentence names it.
region-ref-centralindia = centralindia

# The region centralus's name.
region-name-centralus = Central US

# The region centralus as a sentence names it.
region-ref-centralus = centralus

# The region chilecentral's name.
region-name-chilecentral = Chile Central

# The region chilecentral as a sentence names it.
region-ref-chilecentral = chilecentral

# The region eastasia's name.
region-name-eastasia = East Asia

# The region eastasia as a sentence names it.
region-ref-eastasia = eastasia

# The region eastus's name.
region-name-eastus = East US

# The region eastus as a sentence names it.
region-ref-eastus = eastus

# The region eastus2's name.
region-name-eastus2 = East US 2

# The region eastus2 as a sentence names it.
region-ref-eastus2 = eastus2

# The region francecentral's name.
region-name-francecentral = France Central

# The region francecentral as a sentence names it.
region-ref-francecentral = francecentral

# The region francesouth's name.
region-name-francesouth = France South

# The region francesouth as a sentence names it.
region-ref-francesouth = francesouth

# The region germanynorth's name.
region-name-germanynorth = Germany North

# The region germanynorth as a sentence names it.
region-ref-germanynorth = germanynorth

# The region germanywestcentral's name.
region-name-germanywestcentral = Germany West Central

# The region germanywestcentral as a sentence names it.
region-ref-germanywestcentral = germanywestcentral

# The region indonesiacentral's name.
region-name-indonesiacentral = Indonesia Central

# The region indonesiacentral as a sentence names it.
region-ref-indonesiacentral = indonesiacentral

# The region israelcentral's name.
region-name-israelcentral = Israel Central

# The region israelcentral as a sentence names it.
region-ref-israelcentral = israelcentral

# The region italynorth's name.
region-name-italynorth = Italy North

# The region italynorth as a sentence names it.
region-ref-italynorth = italynorth

# The region japaneast's name.
region-name-japaneast = Japan East

# The region japaneast as a sentence names it.
region-ref-japaneast = japaneast

# The region japanwest's name.
region-name-japanwest = Japan West

# The region japanwest as a sentence names it.
region-ref-japanwest = japanwest

# The region jioindiacentral's name.
region-name-jioindiacentral = Jio India Central

# The region jioindiacentral as a sentence names it.
region-ref-jioindiacentral = jioindiacentral

# The region jioindiawest's name.
region-name-jioindiawest = Jio India West

# The region jioindiawest as a sentence names it.
region-ref-jioindiawest = jioindiawest

# The region koreacentral's name.
region-name-koreacentral = Korea Central

# The region koreacentral as a sentence names it.
region-ref-koreacentral = koreacentral

# The region koreasouth's name.
region-name-koreasouth = Korea South

# The region koreasouth as a sentence names it.
region-ref-koreasouth = koreasouth

# The region malaysiawest's name.
region-name-malaysiawest = Malaysia West

# The region malaysiawest as a sentence names it.
region-ref-malaysiawest = malaysiawest

# The region mexicocentral's name.
region-name-mexicocentral = Mexico Central

# The region mexicocentral as a sentence names it.
region-ref-mexicocentral = mexicocentral

# The region northcentralus's name.
region-name-northcentralus = North Central US

# The region northcentralus as a sentence names it.
region-ref-northcentralus = northcentralus

# The region northeurope's name.
region-name-northeurope = North Europe

# The region northeurope as a sentence names it.
region-ref-northeurope = northeurope

# The region norwayeast's name.
region-name-norwayeast = Norway East

# The region norwayeast as a sentence names it.
region-ref-norwayeast = norwayeast

# The region norwaywest's name.
region-name-norwaywest = Norway West

# The region norwaywest as a sentence names it.
region-ref-norwaywest = norwaywest

# The region polandcentral's name.
region-name-polandcentral = Poland Central

# The region polandcentral as a sentence names it.
region-ref-polandcentral = polandcentral

# The region qatarcentral's name.
region-name-qatarcentral = Qatar Central

# The region qatarcentral as a sentence names it.
region-ref-qatarcentral = qatarcentral

# The region southafricanorth's name.
region-name-southafricanorth = South Africa North

# The region southafricanorth as a sentence names it.
region-ref-southafricanorth = southafricanorth

# The region southafricawest's name.
region-name-southafricawest = South Africa West

# The region southafricawest as a sentence names it.
region-ref-southafricawest = southafricawest

# The region southcentralus's name.
region-name-southcentralus = South Central US

# The region southcentralus as a sentence names it.
region-ref-southcentralus = southcentralus

# The region southeastasia's name.
region-name-southeastasia = Southeast Asia

# The region southeastasia as a sentence names it.
region-ref-southeastasia = southeastasia

# The region southindia's name.
region-name-southindia = South India

# The region southindia as a sentence names it.
region-ref-southindia = southindia

# The region spaincentral's name.
region-name-spaincentral = Spain Central

# The region spaincentral as a sentence names it.
region-ref-spaincentral = spaincentral

# The region swedencentral's name.
region-name-swedencentral = Sweden Central

# The region swedencentral as a sentence names it.
region-ref-swedencentral = swedencentral

# The region switzerlandnorth's name.
region-name-switzerlandnorth = Switzerland North

# The region switzerlandnorth as a sentence names it.
region-ref-switzerlandnorth = switzerlandnorth

# The region switzerlandwest's name.
region-name-switzerlandwest = Switzerland West

# The region switzerlandwest as a sentence names it.
region-ref-switzerlandwest = switzerlandwest

# The region uaecentral's name.
region-name-uaecentral = UAE Central

# The region uaecentral as a sentence names it.
region-ref-uaecentral = uaecentral

# The region uaenorth's name.
region-name-uaenorth = UAE North

# The region uaenorth as a sentence names it.
region-ref-uaenorth = uaenorth

# The region uksouth's name.
region-name-uksouth = UK South

# The region uksouth as a sentence names it.
region-ref-uksouth = uksouth

# The region ukwest's name.
region-name-ukwest = UK West

# The region ukwest as a sentence names it.
region-ref-ukwest = ukwest

# The region westcentralus's name.
region-name-westcentralus = West Central US

# The region westcentralus as a sentence names it.
region-ref-westcentralus = westcentralus

# The region westeurope's name.
region-name-westeurope = West Europe

# The region westeurope as a sentence names it.
region-ref-westeurope = westeurope

# The region westus's name.
region-name-westus = West US

# The region westus as a sentence names it.
region-ref-westus = westus

# The region westus2's name.
region-name-westus2 = West US 2

# The region westus2 as a sentence names it.
region-ref-westus2 = westus2

# The region westus3's name.
region-name-westus3 = West US 3

# The region westus3 as a sentence names it.
region-ref-westus3 = westus3
