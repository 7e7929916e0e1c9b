/**
 * The exercise sections of a course as the build draws them: each lesson's exercise set with its
 * variant and difficulty ({@link org.kaylescourseware.site.exercisebook.ExerciseSection}), the
 * answer forms of the student edition ({@link org.kaylescourseware.site.exercisebook.AnswerForm}),
 * and the book that collects the sections ({@link org.kaylescourseware.site.exercisebook.ExerciseBook})
 * for the lessons and the answer keys. It depends on the exercise core only.
 */
package org.kaylescourseware.site.exercisebook;
