### A piece of the home page's text.

# The heading over the doors.
doors-title = Start from your task

# Door: pretraining, through the decision wizard.
train-title = Train a model

# What the training door opens.
train-text = Pretrain a 7B-parameter model on 1T tokens: the decision wizard ranks the sizes that hold it, with the time and cost of each.

# The training door's second link.
train-calculator = Or work it through in the training calculator

# Door: fine-tuning.
fine-tune-title = Fine-tune a model

# What the fine-tuning door opens.
fine-tune-text = QLoRA on an 8B-parameter model with 50M tokens on one NC40ads H100 v5: the memory it needs, how long it takes and what it costs.

# Door: inference.
serve-title = Serve a model

# What the inference door opens.
serve-text = An 8B-parameter model answering 64 requests at once with 4k-token contexts: the GPUs it needs and the monthly bill.

# Door: the catalog.
compare-title = Compare GPU prices

# Door: the estimate builder.
bill-title = Price a whole bill

# What the estimate door opens.
bill-text = Two inference VMs for a year with their disks and the data they send out to the internet, as lines you can change.

# The strip's heading.
strip-title = Cheapest price per GPU-hour

# The folded list of the other region groups' figures.
other-groups = Other region groups

# An accelerator without a price in the group.
no-price = no pay-as-you-go price in this region group's snapshot

# Under the strip: what the figures are, and a link to the rest.
strip-note = These are snapshot prices with their dates, not quotes.

# The strip's link to the catalog.
every-size = Every size and pricing model

# The heading of the saved-state list.
continue-title = Continue where you left off

# Above the saved-state list.
continue-text = Your last settings are kept in this browser:

## Sentences with figures

# What the catalog door opens: every size's price per GPU-hour in a region (its name).
compare-text = Every size's price per GPU-hour in { $region }, cheapest pay-as-you-go first.

# The line under a group's heading in the strip; $group is the region group's name.
strip-intro = Pay-as-you-go, Linux, in { $group }: the cheapest size and region of each GPU on sale, from the price snapshot.

# A price per GPU-hour; $amount is money in the reader's style.
per-gpu-hour = { $amount } per GPU-hour

# Where a price is from, after the size's name. $region is "name (code)".
price-from = { " " }in { $region }, snapshot of { $date }

# One date, or a range of dates.
date-range = { $from } to { $to }

# The Spot discount range of a group, over $pairs size and region pairs priced both ways on one day.
# $lowest and $highest are whole percentages without the sign.
spot-range = Spot in { $group }: { $lowest }–{ $highest } % below pay-as-you-go, over { $pairs } sizes and regions priced both ways on the same day (snapshots of { $dates }).

# A group where the snapshot has no Spot price at all.
no-spot-at-all = Spot in { $group }: the snapshot has no Spot price here.

# A group where no size has a Spot and a pay-as-you-go price from the same day.
no-spot-same-day = Spot in { $group }: no size has a Spot and a pay-as-you-go price from the same day in the snapshot.
