### A fixed piece of the text of the core's field errors and notices, worded for the reader.

# Beside a field: it is empty and needed.
needed = is needed

# Beside a percentage field: not a percentage.
not-a-percentage = is not a percentage such as 5%

# Beside a percentage field: negative or not finite.
negative-percentage = must be a percentage of 0% or more

# Beside a duration field: not a duration.
not-a-duration = is not a duration such as 10min, 2h or 3d

# Beside a duration field: negative or not finite.
negative-duration = must be a duration of zero or more

# Beside an amount field: not an amount of dollars.
not-an-amount = is not an amount such as 1,200.50

# Beside a field (amounts, sizing and estimate figures): below zero.
negative = must not be negative

# Beside an estimate figure: not a number with an optional unit.
not-a-number-such-as = is not a number such as 1,200 or 50k

# Beside a field: too large once its unit is applied, or to compute with.
too-large = is too large

# Beside a field: zero where more is needed.
zero = must be more than zero

# Beside the model FLOPs utilisation: 0%.
zero-percent = must be more than 0%

# Beside the size: the catalog does not say which GPU it has.
no-gpu = the catalog does not say which GPU this size has

# Beside the size (training): a fraction of a GPU.
fractional-gpu = training needs whole GPUs; this size has a fraction of one

# Beside the size (training): the unsharded state does not fit.
state-does-not-fit = the model's unsharded state does not fit in one GPU's memory even spread over many: shard more or choose a larger GPU

# Beside the parameters (inference): no plan can serve the model.
cannot-serve = no number of these GPUs can hold the model and its cache

# Beside a field: the cost overflows.
cost-too-large = the cost is too large to compute

# Beside the hardware price (buy or rent): none in the catalog.
no-street-price = the catalog has no street price for these GPUs: enter yours

# Beside the power draw (buy or rent): no TDP in the catalog.
no-tdp = the catalog has no TDP for these GPUs: enter the draw

# Beside the mixed fleet's daily profile: too few or too many values.
profile-length = give 1 to 24 hourly values, separated by commas

# Beside an estimate line's pricing model.
not-a-pricing-model = is not a pricing model

# Beside a sizing or estimate figure: NaN.
not-a-number = is not a number

# Beside a sizing percentage.
percent0-to100 = must be 0 to 100

# Beside a training job's precision.
training-precision = training uses bf16, fp16 or fp8

# Beside a vision job: neither a preset nor its multiply-adds.
preset-or-gmacs = give a model preset or forward_gmacs

# Beside an estimate's disk line: neither a tier nor a size.
tier-or-size = give a tier or size_gib

# Beside a mixed fleet's demand (the cost engine).
demand-length = give 1 to 1,000,000 hourly values

# Beside the eviction rate: the expected wall time overflows.
wall-time-overflows = at this rate the expected wall time overflows: the job would not finish

# Beside the eviction rate: the expected wall time is too long to price.
wall-time-too-long = the expected wall time is too long to price

# Beside the eviction export: nothing but white space.
export-empty = the export is empty

# Beside the eviction export: a header and nothing else.
export-no-rows = the export has no rows

# A catalog address parameter that is not percent-encoded UTF-8.
not-percent-encoded = is not valid percent-encoded UTF-8

# A catalog address parameter the page does not have.
unknown-parameter = is not a parameter of this page

# A calculator notice's field when its label is unknown.
a-field = a field

# A calculator's notices about its saved state start with this.
saved-state = Saved state

# A calculator's notices about its address start with this.
address = Address
