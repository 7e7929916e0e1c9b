package org.kaylescourseware.partizan;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

class PartizanPackagePurityTest {

    @Test
    void solverCoreKnowsNoPages() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.kaylescourseware.partizan");
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.jbake..", "freemarker..",
                "com.vladsch.flexmark..", "org.kaylescourseware.site..", "org.kaylescourseware.cli..", "org.jsoup..")
                .check(classes);
    }
}
