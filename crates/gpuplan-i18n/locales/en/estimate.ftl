### A piece of the text of the estimate builder.

# The page's notice when the dataset is missing.
catalog-missing = The catalog could not be loaded, so estimates cannot be priced.

# The page's heading.
title = Estimate

# The paragraph under the heading.
lede = Build a cost estimate line by line. Totals update as you type; a line without a price in the data asks for yours. The JSON export is the format `gpuplan estimate` reads.

# The legend of the settings' fieldset.
settings = Settings

# The label of the list of kinds for a new line.
new-line = New line

# The button that adds a line.
add-line = Add line

# The button that resets the form.
reset-to-defaults = Reset to defaults

# The totals section's accessible name.
totals = Totals

# Above totals that no longer match the form.
stale-totals = Showing the last valid totals: fix the marked field to update them.

# The export buttons' accessible name.
export-group = Export the estimate

# Export button: CSV.
export-csv = CSV

# Export button: JSON for the CLI.
export-json = JSON (for the CLI)

# Export button: Markdown.
export-markdown = Markdown

# Button: copy the page's address.
copy-link = Copy link

# Button: print the page.
print = Print

# After the link was copied.
link-copied = Link copied.

# When the browser refused to copy the link.
copy-failed = The browser did not copy the link: copy it from the address bar.

# When a download could not start; $reason is the browser's own words, in English, which
# English pages show as they are.
# Optional: $reason
download-failed = { $reason }

# When there is no browser window to copy from.
no-window = No window.

# A line's button: duplicate it.
duplicate = Duplicate

# A line's button: remove it.
remove = Remove

# A line of an unknown kind, in its legend.
line = Line

# Totals and table header: the monthly cost.
monthly = Monthly

# Totals and table header: what is paid at the start.
up-front = Up front

# Table header: the whole cost of a line.
total = Total

# Table header: where a line's price came from.
price-column = Price

# Totals: the compute cost per VM-hour.
per-vm-hour = Compute per VM-hour

# Where a line's price came from: the reader gave it.
origin-user-price = your price

# Where a line's price came from: a transfer within one region.
rule-same-region-free = transfer within one region is free

# Where an egress line's price came from: it is inside the month's free allowance.
rule-egress-free = inside the free Internet egress allowance

# A Dev/Test line's note.
note-dev-test = Dev/Test: billed at the Linux pay-as-you-go rate

# A savings plan line's note.
note-savings-plan = a savings plan commits its hourly amount for all 730 hours of every month

# A Premium SSD v2 line's note.
note-free-iops = 3,000 IOPS and 125 MB/s per disk are free

# Setting: currency.
currency-label = Currency

# Setting: exchange rate.
rate-label = Rate

# Setting: exchange rate's hint.
rate-hint = units of the currency per USD; empty for USD

# Setting and blob line: months.
months-label = Months

# Setting: months' hint.
months-hint = 1 to 120

# Setting and compute line: hours a month.
hours-label = Hours a month

# Setting: hours a month's hint.
hours-hint = for compute lines; up to 744

# Setting: negotiated discount.
discount-label = Negotiated discount

# Setting: negotiated discount's hint.
discount-hint = percent off compute (EA, CSP, partner)

# Compute line: the VM size.
size-label = Size

# A line's region.
region-label = Region

# Compute line: how many VMs.
vms-label = VMs

# Compute line: the OS.
os-label = OS

# Compute line: the pricing model.
pricing-label = Pricing

# Compute line: hours a month's hint.
line-hours-hint = empty: the estimate's

# Compute line: how a commitment is paid.
payment-label = Commitment paid

# Every line: the reader's own price.
user-price-label = Your price

# Every line: the reader's own price's hint.
user-price-hint = USD; only where the data has none, or to override it

# Disk line: the disk type.
disk-type-label = Disk type

# Disk and blob line: the tier.
tier-label = Tier

# Disk line: the tier's hint.
tier-hint = e.g. P30, E10, S4; or give a size

# Disk line: the size.
disk-size-label = Size

# Disk line: the size's hint.
disk-size-hint = GiB, rounded up to a tier

# Disk line: provisioned IOPS.
iops-label = IOPS

# Disk line: provisioned throughput.
mbps-label = MB/s

# Disk line: IOPS' and throughput's hint.
v2-only-hint = Premium SSD v2 only

# Disk line: how many disks.
disks-label = Disks

# Blob line: GB stored.
stored-label = Stored

# Blob line: GB stored's hint.
stored-hint = GB, e.g. 50k

# Blob line: how long the data stays.
kept-for-label = Kept for

# Blob line: how long's hint.
kept-for-hint = months; empty: the estimate's

# Snapshot line: the disk type.
type-label = Type

# Snapshot line: GB used.
used-label = Used

# Egress line: the region the data leaves.
from-region-label = From region

# Egress line: the routing.
routing-label = Routing

# Egress and transfer line: GB a month.
per-month-label = Per month

# Transfer line: from.
from-label = From

# Transfer line: to.
to-label = To

# Payment: all at the start.
pay-upfront = Up front

# Payment: each month.
pay-monthly = Monthly

# Disk type: Premium SSD.
premium-ssd = Premium SSD

# Disk type: Standard SSD.
standard-ssd = Standard SSD

# Disk type: Standard HDD.
standard-hdd = Standard HDD

# Disk type: Premium SSD v2.
premium-ssd-v2 = Premium SSD v2

# Snapshot type: Standard HDD, incremental.
standard-hdd-incremental = Standard HDD (incremental)

# Blob tier: hot.
hot = Hot

# Blob tier: cool.
cool = Cool

# Blob tier: cold.
cold = Cold

# Blob tier: archive.
archive = Archive

# Egress routing: over Microsoft's network.
microsoft-network = Microsoft network

# Egress routing: over the internet.
internet = Internet

# Line kind: VMs.
kind-compute = Compute

# Line kind: managed disks.
kind-disk = Managed disks

# Line kind: Blob storage.
kind-blob = Blob storage

# Line kind: disk snapshots.
kind-snapshot = Snapshots

# Line kind: internet egress.
kind-egress = Internet egress

# Line kind: transfer between regions.
kind-inter-region = Transfer between regions

## Sentences with figures

# A line's legend; $n is its number, $kind the kind's name ("Compute").
line-legend = Line { $n }: { $kind }

# A line button's accessible name.
duplicate-line = Duplicate line { $n }

# A line button's accessible name.
remove-line = Remove line { $n }

# The totals' term; $months is a number of months.
whole-term = Whole term ({ $months } months)

# The table's caption; $currency is the currency's name (a code in English).
table-caption = Lines, in { $currency }

# An amount of money in a currency other than US dollars, or with more decimals.
amount = { $amount } { $currency }

# The mark beside a line whose snapshot price is old.
old-mark = { " " }(more than { $days } days old)

# The sentence under a table whose every snapshot price is old, before its mark.
all-old = Every snapshot price in this estimate is more than { $days } days old{ " " }

# The notice when the estimate in the address is too long.
too-long-address = The estimate in the address is too long to read; a new estimate is shown.

# The notice when the saved estimate is too long.
too-long-saved = The saved estimate is too long to read; a new estimate is shown.

# The notice when the estimate in the address cannot be read; $why is the JSON reader's detail,
# in English.
# Optional: $why
unreadable-address = The estimate in the address could not be read ({ $why }); a new estimate is shown.

# The notice when the saved estimate cannot be read; $why is the JSON reader's detail, in
# English.
# Optional: $why
unreadable-saved = The saved estimate could not be read ({ $why }); a new estimate is shown.

# Where a line's price came from: a dated snapshot; $source is the source's short name (never
# its key), $date the snapshot's date.
origin-snapshot = { $source }, { $date }

## A priced line's label. $region is the region's name as the reader reads it.

# VMs of one size: $count VMs, the size, the OS and the pricing model's name.
label-compute = { $count } × { $size }, { $region }, { $os }, { $model }

# Premium SSD v2 disks, each with its capacity, IOPS and throughput.
label-disk-v2 = { $count } × Premium SSD v2 { $size_gib } GiB, { $iops } IOPS, { $mbps } MB/s, { $region }

# Managed disks of a family ("Premium SSD") in a tier ("P30").
label-disk = { $count } × { $family } { $tier }, { $region }

# Blob storage; $tier is the tier's name ("Cool").
label-blob = Blob storage ({ $tier }), { $gb } GB, { $region }

# Disk snapshots; $family is the snapshot type's name.
label-snapshot = { $family } snapshots, { $gb } GB, { $region }

# Data sent to the Internet from a region; $routing is the routing's name.
label-egress = Internet egress, { $gb } GB a month from { $region } ({ $routing } routing)

# Transfer between two regions.
label-transfer = Transfer { $from } → { $to }, { $gb } GB a month

## A line's notes

# A reservation or savings-plan line commits whole terms, paid at the start.
note-commits-upfront = commits { $terms ->
        [one] { $terms } term
       *[other] { $terms } terms
    } of { $months } months, paid up front

# A reservation or savings-plan line commits whole terms, paid each month.
note-commits-monthly = commits { $terms ->
        [one] { $terms } term
       *[other] { $terms } terms
    } of { $months } months, paid monthly

# Blob data kept shorter than the tier's minimum pays the rest; $short and $min are days.
note-early-deletion = early deletion: { $short } of { $min } minimum days not kept

# The part of the month's free egress allowance this line used.
note-free-egress-share = { $gb } GB of the free { $allowance } GB a month (shared by the egress lines, in order)

# Earlier egress lines used the whole free allowance.
note-free-egress-used-up = the free { $allowance } GB a month are used by the egress lines above

## Warnings on a price

# A retired size's price, with the retirement date.
warning-retired-on = { $size } was retired on { $date }: Azure no longer offers it, so its price is a record, not an offer

# A retired size's price, date unknown.
warning-retired = { $size } is retired: Azure no longer offers it, so its price is a record, not an offer

# An old price for a pricing model ($model is its name), $days older than the newest compared.
warning-old-model = the price for { $model } dates from { $date }, { $days } days before the newest price it is compared with ({ $newest }): check it before relying on it

# An old price, model unnamed.
warning-old = this price dates from { $date }, { $days } days before the newest price it is compared with ({ $newest }): check it before relying on it

## Currencies and exports

# A currency's name in running text.
currency-usd = USD
currency-eur = EUR
currency-gbp = GBP
currency-cny = CNY
currency-jpy = JPY

# A currency in the currency list.
choice-usd = USD
choice-eur = EUR
choice-gbp = GBP
choice-cny = CNY
choice-jpy = JPY

# The full stop after a sentence that ends with a mark.
full-stop = .

# The exports' column headings (CSV and Markdown).
export-line = Line
export-kind = Kind
export-monthly = Monthly
export-upfront = Up front
export-total = Total
export-currency = Currency
export-source = Price source

# A Markdown column heading with the currency: "Monthly (USD)".
export-in-currency = { $column } ({ $currency })
