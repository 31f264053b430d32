/*
 * How many times a loop runs: up to a constant, a local or member only
 * set to constants, down to a constant, to the NULL entry of a constant
 * table, a value divided by a constant until 0; unknown for anything
 * else.
 *
 * check-options: --debug-analysis
 */
#include <linux/kernel.h>
#include <linux/bitmap.h>
#include "../probes.h"

static const char *const names[] = { "a", "b", "c", NULL, "e" };

void loops(int n, unsigned long mask)
{
	int i, limit = 8, key;
	unsigned int bit;

	for (i = 0; i < 16; i++)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 16"
	for (i = 0; i < 256; i += 16)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 16"
	for (i = 2; i <= limit; i++)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 7"
	for (key = 3; key >= 0; key--)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 4"
	for (i = 0; names[i]; i++)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 3"
	for (i = 0; i < n; i++)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: unknown"
	for_each_set_bit(bit, &mask, 32)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 32"
	__sysfscheck_trips();			// warn: sysfs-analysis "trips: not in a loop"
}

/* Divided by a constant until 0: as many turns as the type has digits. */
void divided(unsigned int v, int frac, int denom, int s)
{
	while (v) {
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 11"
		v /= 10;
	}
	do {
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 11"
		denom /= 10;
		frac %= denom;
	} while (frac);
	while (v) {
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 33"
		v >>= 1;
	}
	while (s) {
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: unknown"
		s >>= 1;
	}
	while (v) {
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: unknown"
		v /= 10;
		v += s;
	}
	/* "!= 0" counts nothing from an unknown start: the shift does. */
	while (v != 0) {
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 33"
		v >>= 1;
	}
}

/* Counting up to "!=" a constant: only from a known start, one at a time. */
void up_to_unequal(int n)
{
	int i;

	for (i = 0; i != 10; i++)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 10"
	for (int j = 2; j != 10; j++)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: 8"
	for (i = 0; i != 10; i += 3)
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: unknown"
	i = n;
	while (i != 10) {
		__sysfscheck_trips();		// warn: sysfs-analysis "trips: unknown"
		i++;
	}
}
