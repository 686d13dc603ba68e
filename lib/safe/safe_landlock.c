// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_LANDLOCK_*: no Landlock in the kernel (ENOSYS) or disabled at boot (EOPNOTSUPP) is TCONF. */
#include "safe_priv.h"
#include "lapi/landlock.h"

#define landlock_conf_or_fail(fmt, ...) do { \
	if (errno == ENOSYS) \
		safe_conf("Landlock is not supported by the kernel (CONFIG_SECURITY_LANDLOCK)"); \
	else if (errno == EOPNOTSUPP) \
		safe_conf("Landlock is disabled (not in the lsm= boot parameter)"); \
	else \
		safe_fail(fmt, ##__VA_ARGS__); \
} while (0)

int safe_landlock_create_ruleset(LTK_SAFE_LOC, const void *attr, size_t size, uint32_t flags)
{
	int rval = landlock_create_ruleset(attr, size, flags);

	if (rval == -1)
		landlock_conf_or_fail("landlock_create_ruleset(%p,%zu,%u)", attr, size, flags);
	else if (rval < 0)
		safe_invalid(rval, "landlock_create_ruleset(%p,%zu,%u)", attr, size, flags);
	return rval;
}

int safe_landlock_add_rule(LTK_SAFE_LOC, int ruleset_fd, int rule_type, const void *rule_attr,
			   uint32_t flags)
{
	int rval = landlock_add_rule(ruleset_fd, rule_type, rule_attr, flags);

	if (rval == -1)
		landlock_conf_or_fail("landlock_add_rule(%d,%d,%p,%u)", ruleset_fd, rule_type,
				      rule_attr, flags);
	else if (rval)
		safe_invalid(rval, "landlock_add_rule(%d,%d,%p,%u)", ruleset_fd, rule_type,
			     rule_attr, flags);
	return rval;
}

int safe_landlock_restrict_self(LTK_SAFE_LOC, int ruleset_fd, uint32_t flags)
{
	int rval = landlock_restrict_self(ruleset_fd, flags);

	if (rval == -1)
		landlock_conf_or_fail("landlock_restrict_self(%d,%u)", ruleset_fd, flags);
	else if (rval)
		safe_invalid(rval, "landlock_restrict_self(%d,%u)", ruleset_fd, flags);
	return rval;
}
