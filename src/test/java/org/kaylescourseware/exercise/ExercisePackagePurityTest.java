package org.kaylescourseware.exercise;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The exercise package is solver-side: it knows no pages, templates, Markdown or site. */
class ExercisePackagePurityTest {

    @Test
    void exercisesImportNoPageLibraryAndNoSiteCode() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.kaylescourseware.exercise");
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.jbake..", "freemarker..",
                "com.vladsch.flexmark..", "org.kaylescourseware.site..", "org.kaylescourseware.cli..", "org.jsoup..")
                .check(classes);
    }
}
