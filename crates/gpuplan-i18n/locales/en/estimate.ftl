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

# When a download could not start (the browser's own words stay on English pages).
download-failed = The download could not start.

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

# Pricing model: pay-as-you-go.
payg = Pay-as-you-go

# Pricing model: Spot.
spot = Spot

# Pricing model: Low Priority (Batch).
low-priority = Low Priority

# Pricing model: 1-year savings plan.
savings-plan1y = Savings plan, 1 year

# Pricing model: 3-year savings plan.
savings-plan3y = Savings plan, 3 years

# Pricing model: 1-year reservation.
reservation1y = Reservation, 1 year

# Pricing model: 3-year reservation.
reservation3y = Reservation, 3 years

# Pricing model: Dev/Test.
dev-test = Dev/Test
