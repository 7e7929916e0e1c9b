/**
 * Exercise sets exported for learning management systems: Moodle XML, a QTI 1.2 package that Canvas
 * imports, GIFT, and JSON and CSV for anything else. Each answer field of an exercise becomes a
 * question of a kind every system grades ({@link LmsQuestion}); math stays LaTeX between {@code \(}
 * and {@code \)}, which Moodle and Canvas render.
 */
package org.kaylescourseware.classroom.export;
