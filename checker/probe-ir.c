// SPDX-License-Identifier: MIT
/*
 * The probes of the IR analyses (ir-value, paths, objects, summaries):
 * rows of probe.h answered on the linearized function.
 */
#include <stddef.h>

#include "probe.h"

const struct probe ir_probes[] = {
	{ NULL }
};
