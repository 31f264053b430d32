/* SPDX-License-Identifier: MIT */
#ifndef VERSION_H
#define VERSION_H

#define SYSFSCHECK_VERSION "0.1"

#endif
