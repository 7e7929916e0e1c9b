/**
 * What the {@code quotient} command prints: the misère quotient as text or JSON, and its progress
 * line on stderr. It knows the solver's records and nothing of the rest of the command line.
 */
package org.kaylescourseware.cli.quotient;
