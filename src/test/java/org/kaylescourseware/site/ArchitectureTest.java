package org.kaylescourseware.site;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The shape of the house (STYLE.md): the solver core knows nothing of pages, and no package
 * depends on another in a circle.
 */
@AnalyzeClasses(packages = "org.kaylescourseware", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    static final String[] CORE = {"org.kaylescourseware.game..", "org.kaylescourseware.rules..",
        "org.kaylescourseware.impartial..", "org.kaylescourseware.misere..", "org.kaylescourseware.partizan..",
        "org.kaylescourseware.exercise.."};

    @ArchTest
    static final ArchRule solverCoreImportsNoSiteLibrary = noClasses().that().resideInAnyPackage(CORE)
            .should().dependOnClassesThat().resideInAnyPackage("org.jbake..", "freemarker..", "com.vladsch.flexmark..",
                    "org.jsoup..", "org.yaml..", "picocli..", "org.kaylescourseware.site..", "org.kaylescourseware.cli..")
            .because("the solver core computes; only the site layer knows pages");

    @ArchTest
    static final ArchRule siteLayerDoesNotDependOnTheCli = noClasses().that().resideInAPackage("org.kaylescourseware.site..")
            .should().dependOnClassesThat().resideInAPackage("org.kaylescourseware.cli..");

    @ArchTest
    static final ArchRule topLevelPackagesAreFreeOfCycles = slices().matching("org.kaylescourseware.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule sitePackagesAreFreeOfCycles = slices().matching("org.kaylescourseware.site.(*)..").should().beFreeOfCycles();
}
